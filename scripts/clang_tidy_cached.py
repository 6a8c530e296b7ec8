"""clang-tidy over some translation units, skipping those already found clean.

scripts/lint.sh runs clang-tidy-14 on ~60 production sources: ~2.5 min of a
2-core machine, for files most of which did not change since the last run.
A translation unit is skipped when a run with exactly the same input was
clean: the key is a hash of everything clang-tidy's verdict depends on,

  - clang-tidy's version, every .clang-tidy file, this script's options;
  - the unit's compile command (from compile_commands.json);
  - the unit as clang-14 preprocesses it with that command, comments kept
    (`-E -C`): the source and every header it includes, NOLINT comments too.

The checkout's path is written as "." in the command and the preprocessed
text (ccache's CCACHE_BASEDIR), so a fresh clone elsewhere on the machine
hits the same entries. Only clean results are stored (an empty file named by
the key); a unit with findings is checked again every time. A unit that
does not preprocess is never skipped. The cache is
$STEPLENS_TIDY_CACHE, default ~/.cache/steplens-clang-tidy; entries unused
for 30 days are removed. STEPLENS_TIDY_CACHE=off checks every unit.

    python3 scripts/clang_tidy_cached.py -p build/tests -j 2 --log build/clang-tidy.log FILE...

Exit status 0; findings go to the log (lint.sh greps it) and a summary line
to stdout.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

TIDY = "clang-tidy-14"
PREPROCESSOR = "clang++-14"
MAX_AGE_S = 30 * 24 * 3600


def _command(entry: dict[str, object]) -> list[str]:
    if "arguments" in entry:
        return [str(a) for a in entry["arguments"]]  # type: ignore[union-attr]
    return shlex.split(str(entry["command"]))


def _preprocess_args(argv: list[str], source: str) -> list[str]:
    """The compile command turned into clang-14's preprocessor: no output
    file, no compile step, no warnings (they do not change the text)."""
    out = [PREPROCESSOR]
    skip = False
    for arg in argv[1:]:
        if skip:
            skip = False
            continue
        if arg in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
            continue
        if arg in ("-c", "-MD", "-MMD") or arg == source:
            continue
        out.append(arg)
    return [*out, "-E", "-C", "-w", source]


def _key(base: bytes, root: str, units: list[dict[str, object]]) -> str | None:
    """The unit's key, or None when it does not preprocess. A file compiled
    into several targets has several commands: all of them are in the key."""
    entry = units[0]
    source = str(Path(str(entry["directory"]), str(entry["file"])))
    argv = _command(entry)
    try:
        proc = subprocess.run(
            _preprocess_args(argv, str(entry["file"])),
            cwd=str(entry["directory"]),
            capture_output=True,
        )
    except OSError:  # no clang++-14: nothing is skipped
        return None
    if proc.returncode != 0:
        return None
    h = hashlib.sha256(base)
    for unit in units:
        h.update(" ".join(_command(unit)).replace(root, ".").encode() + b"\0")
    h.update(b"\0")
    h.update(source.replace(root, ".").encode())
    h.update(b"\0")
    h.update(proc.stdout.replace(root.encode(), b"."))
    return h.hexdigest()


def _base_key(root: Path, tidy_args: list[str]) -> bytes:
    version = subprocess.run([TIDY, "--version"], capture_output=True, check=True).stdout
    configs = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "--", "*.clang-tidy", ".clang-tidy"],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    h = hashlib.sha256(version)
    for name in sorted(set(configs)):
        h.update(name.encode() + b"\0" + (root / name).read_bytes() + b"\0")
    h.update(" ".join(tidy_args).encode())
    return h.digest()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-p", dest="build", required=True, help="folder of compile_commands.json")
    ap.add_argument("-j", dest="jobs", type=int, default=2)
    ap.add_argument("--log", required=True, help="clang-tidy's output goes here")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    root = Path.cwd().resolve()
    entries: dict[str, list[dict[str, object]]] = {}
    for e in json.loads((Path(a.build) / "compile_commands.json").read_text()):
        entries.setdefault(str(Path(e["directory"], e["file"]).resolve()), []).append(e)
    tidy_args = ["-p", a.build, "--quiet"]
    setting = os.environ.get("STEPLENS_TIDY_CACHE", "")
    cache = (
        None
        if setting == "off"
        else Path(
            setting
            or Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
            / "steplens-clang-tidy"
        )
    )
    keys: dict[str, str | None] = {f: None for f in a.files}
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
        base = _base_key(root, tidy_args)
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
            found = {
                f: pool.submit(_key, base, str(root), entries[str((root / f).resolve())])
                for f in a.files
                if str((root / f).resolve()) in entries
            }
            keys.update({f: fut.result() for f, fut in found.items()})
    todo = [f for f, k in keys.items() if cache is None or k is None or not (cache / k).exists()]
    for f, k in keys.items():
        if cache is not None and k is not None and f not in todo:
            os.utime(cache / k)  # in use: not pruned

    def check(unit: str) -> tuple[bool, bytes]:
        # One unit per call (a start-up is ~50 ms against seconds of
        # parsing): the two workers stay busy to the end, and a unit with
        # findings does not keep its clean neighbours from being stored.
        proc = subprocess.run(
            [TIDY, *tidy_args, unit], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        clean = proc.returncode == 0 and not re.search(rb"(warning|error): ", proc.stdout)
        return clean, proc.stdout

    with open(a.log, "wb") as log, concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        for unit, (clean, output) in zip(todo, pool.map(check, todo)):
            log.write(output)
            k = keys[unit]
            if clean and cache is not None and k is not None:
                (cache / k).touch()
    if cache is not None:
        now = time.time()
        for old in cache.iterdir():
            if now - old.stat().st_mtime > MAX_AGE_S:
                old.unlink(missing_ok=True)
    skipped = len(a.files) - len(todo)
    print(f"clang-tidy: {len(todo)} checked, {skipped} unchanged since a clean check (cache)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
