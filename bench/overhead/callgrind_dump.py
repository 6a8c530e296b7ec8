"""Reads a callgrind dump: the training thread's instructions, split into
glibc's allocator and the rest, the calls into the allocator, and
steplens's own instructions (its extension's functions and what they call,
less the calls they wrap).

Why the split (docs/benchmarks.md, "Instructions per step"): the instructions
glibc's malloc spends on one call depend on the heap's layout (free lists,
fragmentation), which moves from run to run and with every object a tool
keeps; the number of calls does not. So the budget is judged on the
instructions outside the allocator, and "allocates nothing per step" on the
calls (steplens must add none).

Only the format callgrind writes by default is read (``positions: line``,
one event, ``Ir``; name compression ``(id) name``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# glibc's allocator: functions defined in malloc/*.c, or (without libc's debug
# information) these names in libc.
_ALLOC_NAME = re.compile(
    r"^(__libc_)?(malloc|free|cfree|calloc|realloc|memalign|posix_memalign|aligned_alloc|"
    r"valloc|pvalloc|_int_\w+|malloc_consolidate|unlink_chunk[\w.]*|sysmalloc[\w.]*|"
    r"tcache_\w+|_mid_memalign|arena_get2[\w.]*|systrim[\w.]*|alloc_perturb)$"
)
# The entry points from outside the allocator; a call to one is an allocation
# (or a release).
ENTRY_NAMES = frozenset(
    {
        "malloc",
        "free",
        "calloc",
        "realloc",
        "memalign",
        "posix_memalign",
        "aligned_alloc",
        "__libc_malloc",
        "__libc_free",
        "__libc_calloc",
        "__libc_realloc",
        "__libc_memalign",
        "__posix_memalign",
        "cfree",
    }
)


# Name lines and the table their (id) belongs to: objects, files, functions.
_NAME_KIND = {"ob": "ob", "cob": "ob", "fl": "fl", "fi": "fl", "fe": "fl", "cfi": "fl", "cfl": "fl"}
_NAME_KIND.update({"fn": "fn", "cfn": "fn"})


# steplens's extension module (its path in the dump's object names).
STEPLENS_OBJECT = "steplens/_core"
# A call from steplens out of it costing more than this per call (on
# average) is the wrapped call (the model's forward, backward, the
# DataLoader's __next__ a TimedCall times): the user's work, not steplens's.
# steplens's own calls out (a tensor's item(), is_cpu, len) cost ~2 000 at
# most; the small loop's wrapped calls ~300 000.
WRAPPED_CALL_MIN = 20_000
_STUB = re.compile(r"^0x[0-9a-f]+$")


@dataclass
class Counts:
    total: int = 0  # every instruction of the dump (its summary line)
    allocator: int = 0  # exclusive instructions of glibc's allocator
    allocator_calls: int = 0  # calls into it from outside it
    by_function: dict[str, int] = field(default_factory=dict)  # exclusive, by name
    # steplens's own: its extension's functions (exclusive) and what they call
    # outside it, less the wrapped calls (see own_instructions)
    steplens_own: int = 0

    @property
    def rest(self) -> int:
        return self.total - self.allocator


def _is_allocator(name: str, obj: str, file: str) -> bool:
    if "/malloc/" in file and "libc" in obj:
        return True
    return "libc.so" in obj and _ALLOC_NAME.match(name.split("@")[0]) is not None


def read(path: str) -> Counts:
    names: dict[str, dict[str, str]] = {"ob": {}, "fl": {}, "fn": {}}
    fn_alloc: dict[str, bool] = {}  # function name -> in the allocator
    fn_steplens: dict[str, bool] = {}  # function name -> in steplens's extension

    def name_of(kind: str, value: str) -> str:
        m = re.match(r"\((\d+)\)\s*(.*)", value)
        if not m:
            return value.strip()
        if m.group(2):
            names[kind][m.group(1)] = m.group(2).strip()
        return names[kind].get(m.group(1), "")

    counts = Counts()
    ob = fl = fn = ""
    cfn = ""
    pending_call = False
    calls_to: list[list] = []  # [caller, callee, count, inclusive cost], resolved at the end
    with open(path) as f:
        for line in f:
            c = line[0] if line else ""
            if c.isdigit() or c in "+-*":
                parts = line.split()
                cost = int(parts[1]) if len(parts) > 1 else 0
                if pending_call:
                    pending_call = False  # a call's inclusive cost: not this function's own
                    calls_to[-1][3] += cost
                    continue
                counts.by_function[fn] = counts.by_function.get(fn, 0) + cost
                continue
            key, _, value = line.partition("=")
            kind = _NAME_KIND.get(key)
            if kind is not None:  # a (compressed) name: remembered whatever it names
                name = name_of(kind, value)
                if key == "ob":
                    ob = name
                elif key == "fl":
                    fl = name
                elif key == "fn":
                    fn = name
                    fn_alloc.setdefault(fn, _is_allocator(fn, ob, fl))
                    fn_steplens.setdefault(fn, STEPLENS_OBJECT in ob)
                elif key == "cfn":
                    cfn = name
            elif key == "calls":
                pending_call = True
                calls_to.append([fn, cfn, int(value.split()[0]), 0])
            elif line.startswith("totals:"):
                counts.total = int(line.split()[1])
    counts.allocator = sum(v for k, v in counts.by_function.items() if fn_alloc.get(k, False))
    counts.allocator_calls = sum(
        n
        for caller, callee, n, _ in calls_to
        if callee.split("@")[0] in ENTRY_NAMES and not fn_alloc.get(caller, False)
    )
    # Stubs (the PLT entries through which the extension calls out, named by
    # address) called only from steplens are steplens's side of the call.
    callers: dict[str, set[str]] = {}
    for caller, callee, _, _ in calls_to:
        callers.setdefault(callee, set()).add(caller)
    for stub, of in callers.items():
        if _STUB.match(stub) and all(fn_steplens.get(c, False) for c in of):
            fn_steplens[stub] = True
    counts.steplens_own = sum(
        v for k, v in counts.by_function.items() if fn_steplens.get(k, False)
    ) + sum(
        cost
        for caller, callee, n, cost in calls_to
        if fn_steplens.get(caller, False)
        and not fn_steplens.get(callee, False)
        and cost < WRAPPED_CALL_MIN * max(n, 1)
    )
    return counts
