"""Setup facts: what this rank runs on and how its training is set up.

Contract
- ``report(model)`` is called when the recorder starts (``model`` None: the
  environment facts) and at the first traced step of the first model
  (``_trace._ensure_registered``: the environment facts again, plus the
  ``config.*`` facts read from the torch objects). Each call hands the whole
  (key, value) list to ``_core.report_setup``; the recorder adds the
  environment variables it keeps (``NCCL_*``, ``TORCH_*``, ``CUDA_*``,
  ``OMP_NUM_THREADS``; secret-looking names without their value) and the
  flusher sends one SETUP frame (docs/reference/wire-protocol.md, "Setup
  facts", lists the keys). Never on the hot path: once at start, once per
  process at the first model's first step, and once more after the
  unused-parameter probe below.
- ``cuda``, ``cudnn`` and ``nccl`` are given only where the run can use
  CUDA (an NVIDIA driver is installed, or CUDA is initialised): a CUDA build
  of torch on a CPU-only host reports none of them.
- Nothing waits: versions come from the imported modules, the driver, CPU
  model and git commit from small file reads (``/proc``, ``.git``; no
  subprocess, no network), the GPU model only when CUDA is already
  initialised. A fact that cannot be read is left out; nothing here raises
  into the training loop (an error is warned once).
- The DataLoader is the first ``torch.utils.data.DataLoader`` among the
  local variables of the frames that entered the first ``trace_step``
  (innermost first; a module-level loop's globals included): the loop's
  own loader in ordinary scripts. None found: ``config.loader`` is ``0``.
- Unused-parameter probe (DDP with ``find_unused_parameters=True`` only):
  for the first ``PROBE_STEPS`` steps with a backward, a post-accumulate-
  grad hook on each parameter notes which got a gradient in the step
  (~1 µs per parameter per backward, then the hooks are removed); the
  facts are then reported again with ``config.grad_steps_checked`` and
  ``config.all_params_grad_steps``. The rule's threshold is the C++
  ``diagnosis::kUnusedParameterMinSteps``; PROBE_STEPS is how long the probe
  watches (not shorter than it).
- The command line is ``sys.argv``, shell-quoted, with the value of an
  option whose name suggests a secret (``_core.is_secret_name``) replaced
  by ``<redacted>``.
"""

from __future__ import annotations

import os
import shlex
import sys
from typing import Any

from steplens._warn import warn_once

PROBE_STEPS = 5
_REDACTED = "<redacted>"
_MAX_FRAMES = 32
_env_facts: list[tuple[str, str]] | None = None
_config_facts: list[tuple[str, str]] | None = None
_probe: _UnusedParameterProbe | None = None
_core_bound: Any = None  # the backend the facts went to (the probe reports there again)


def report(core: Any, model: Any = None, *, again: bool = False) -> None:
    """Gathers the facts (once per kind) and hands them to ``core`` (the bound
    recorder backend: ``steplens._core``, or a test fake without
    ``report_setup``, which gets nothing).

    Sends only when something was gathered (or ``again``): a loop that
    alternates models registers a model every step, and must not pay for it.
    """
    global _env_facts, _config_facts, _core_bound
    _core_bound = core
    send = getattr(core, "report_setup", None)
    if send is None:
        return
    try:
        new = again
        if _env_facts is None:
            _env_facts = _environment_facts()
            new = True
        if model is not None and _config_facts is None:
            # Again: CUDA is usually initialised by now (the GPU model).
            _env_facts = _environment_facts()
            _config_facts = _model_facts(model) + _loader_facts(sys._getframe(1))
            _start_probe(model)
            new = True
        if new:
            send(_env_facts + (_config_facts or []))
    except Exception as exc:  # noqa: BLE001 - fail open
        warn_once("setup", f"steplens: setup facts not recorded ({type(exc).__name__}: {exc})")


# ---- environment ---------------------------------------------------------------


def _environment_facts() -> list[tuple[str, str]]:
    import steplens

    facts: list[tuple[str, str]] = [
        ("steplens", steplens.__version__),
        ("python", sys.version.split()[0]),
    ]
    driver = _driver_version()
    if driver:
        facts.append(("driver", driver))
    torch = sys.modules.get("torch")
    if torch is not None:
        facts.append(("torch", str(torch.__version__)))
        cuda = getattr(torch.version, "cuda", None)
        # What the run can use, not what the wheel was built with: a CUDA
        # build on a host without an NVIDIA driver runs on the CPU.
        if cuda and (driver or torch.cuda.is_initialized()):
            facts.append(("cuda", str(cuda)))
            cudnn = torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None
            if cudnn:
                facts.append(("cudnn", str(cudnn)))
            nccl = _nccl_version(torch)
            if nccl:
                facts.append(("nccl", nccl))
            if torch.cuda.is_initialized():
                facts.append(("gpu", torch.cuda.get_device_name(torch.cuda.current_device())))
    cpu = _cpu_model()
    if cpu:
        facts.append(("cpu", cpu))
    facts.append(("command", _command_line(sys.argv)))
    commit = _git_commit(sys.argv[0] if sys.argv and sys.argv[0] else "")
    if commit:
        facts.append(("git_commit", commit))
    return facts


def _nccl_version(torch: Any) -> str | None:
    try:
        v = torch.cuda.nccl.version()
    except Exception:  # noqa: BLE001 - no NCCL in this build
        return None
    return ".".join(str(x) for x in v) if isinstance(v, tuple) else str(v)


def _driver_version() -> str | None:
    try:
        with open("/proc/driver/nvidia/version", encoding="utf-8", errors="replace") as f:
            line = f.readline()
    except OSError:
        return None
    # "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.104.05  Sat Aug ..."
    for word in line.split():
        if word[:1].isdigit() and word.count(".") >= 1:
            return word
    return None


def _cpu_model() -> str | None:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() in ("model name", "Model", "cpu model"):
                    return value.strip() or None
    except OSError:
        pass
    import platform

    return platform.processor() or None


def _command_line(argv: list[str]) -> str:
    from steplens import _core

    out: list[str] = []
    redact_next = False
    for arg in argv:
        if redact_next:
            out.append(_REDACTED)
            redact_next = False
            continue
        if arg.startswith("-"):
            name, eq, _ = arg.partition("=")
            if _core.is_secret_name(name.lstrip("-")):
                if eq:
                    out.append(name + "=" + _REDACTED)
                else:
                    out.append(arg)
                    redact_next = True
                continue
        out.append(arg)
    return shlex.join(out)


def _git_commit(script: str) -> str | None:
    """HEAD of the git work tree holding ``script``, from the files in .git."""
    d = os.path.dirname(os.path.abspath(script or "."))
    while True:
        git = os.path.join(d, ".git")
        if os.path.isdir(git):
            return _read_head(git)
        if os.path.isfile(git):  # a worktree or submodule: "gitdir: <path>"
            with open(git, encoding="utf-8") as f:
                line = f.readline().strip()
            if line.startswith("gitdir:"):
                return _read_head(os.path.join(d, line[len("gitdir:") :].strip()))
            return None
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def _read_head(git_dir: str) -> str | None:
    try:
        with open(os.path.join(git_dir, "HEAD"), encoding="utf-8") as f:
            head = f.readline().strip()
    except OSError:
        return None
    if not head.startswith("ref:"):
        return head or None
    ref = head[len("ref:") :].strip()
    # A linked worktree keeps its refs in the common directory.
    common = git_dir
    try:
        with open(os.path.join(git_dir, "commondir"), encoding="utf-8") as f:
            common = os.path.join(git_dir, f.readline().strip())
    except OSError:
        pass
    for base in (git_dir, common):
        try:
            with open(os.path.join(base, ref), encoding="utf-8") as f:
                return f.readline().strip() or None
        except OSError:
            continue
    try:
        with open(os.path.join(common, "packed-refs"), encoding="utf-8") as f:
            for line in f:
                sha, _, name = line.strip().partition(" ")
                if name == ref:
                    return sha
    except OSError:
        pass
    return None


# ---- configuration ---------------------------------------------------------------


def _flag(value: Any) -> str:
    return "1" if value else "0"


def _model_facts(model: Any) -> list[tuple[str, str]]:
    import torch

    facts: list[tuple[str, str]] = []
    param = next(iter(model.parameters()), None) if hasattr(model, "parameters") else None
    if param is not None:
        facts.append(("config.device", param.device.type))
    ddp = isinstance(model, torch.nn.parallel.DistributedDataParallel)
    facts.append(("config.ddp", _flag(ddp)))
    if ddp:
        facts.append(("config.find_unused_parameters", _flag(model.find_unused_parameters)))
    if hasattr(model, "modules"):
        batchnorm = torch.nn.modules.batchnorm._BatchNorm
        plain = synced = 0
        for m in model.modules():
            if isinstance(m, torch.nn.SyncBatchNorm):
                synced += 1
            elif isinstance(m, batchnorm):
                plain += 1
        facts.append(("config.batchnorm", str(plain)))
        facts.append(("config.sync_batchnorm", str(synced)))
    return facts


def _find_loader(frame: Any) -> Any:
    from torch.utils.data import DataLoader

    for _ in range(_MAX_FRAMES):
        if frame is None:
            return None
        for value in list(frame.f_locals.values()):
            try:
                if isinstance(value, DataLoader):
                    return value
            except Exception:  # noqa: BLE001, S112 - a proxy whose __class__ raises
                continue
        frame = frame.f_back
    return None


def _shards(obj: Any) -> bool:
    """A sampler (or loader) that gives each rank its part of the data."""
    from torch.utils.data.distributed import DistributedSampler

    if isinstance(obj, DistributedSampler):
        return True
    name = type(obj).__name__
    # accelerate's BatchSamplerShard / DataLoaderShard / DataLoaderDispatcher
    return "Distributed" in name or "Shard" in name or "Dispatcher" in name


def _loader_facts(frame: Any) -> list[tuple[str, str]]:
    loader = _find_loader(frame)
    if loader is None:
        return [("config.loader", "0")]
    from torch.utils.data import IterableDataset

    batch_sampler = getattr(loader, "batch_sampler", None)
    sampler = getattr(batch_sampler, "sampler", None) or getattr(loader, "sampler", None)
    shown = sampler if sampler is not None else batch_sampler
    distributed = _shards(loader) or any(
        s is not None and _shards(s) for s in (sampler, batch_sampler)
    )
    return [
        ("config.loader", "1"),
        ("config.loader.sampler", type(shown).__name__ if shown is not None else "none"),
        ("config.loader.distributed", _flag(distributed)),
        ("config.loader.iterable", _flag(isinstance(loader.dataset, IterableDataset))),
        ("config.loader.num_workers", str(int(getattr(loader, "num_workers", 0)))),
        ("config.loader.pin_memory", _flag(getattr(loader, "pin_memory", False))),
    ]


# ---- unused-parameter probe --------------------------------------------------------


class _UnusedParameterProbe:
    """Which parameters got a gradient in each of the first PROBE_STEPS steps."""

    def __init__(self, params: list[Any]) -> None:
        self.count = len(params)
        self.step = -1
        self.seen: set[int] = set()
        self.checked = 0
        self.all_grad = 0
        self.handles = [
            p.register_post_accumulate_grad_hook(self._hook(i)) for i, p in enumerate(params)
        ]

    def _hook(self, index: int) -> Any:
        def hook(_param: Any) -> None:
            try:
                self.note(index)
            except Exception as exc:  # noqa: BLE001 - fail open
                self.remove()
                warn_once("setup-probe", f"steplens: unused-parameter probe off ({exc})")

        return hook

    def note(self, index: int) -> None:
        from steplens import _core

        step = _core.current_step()
        if step != self.step:
            if self.step >= 0:
                self.close_step()
            if self.checked >= PROBE_STEPS:
                self.finish()
                return
            self.step = step
        self.seen.add(index)

    def close_step(self) -> None:
        self.checked += 1
        self.all_grad += int(len(self.seen) == self.count)
        self.seen = set()

    def finish(self) -> None:
        global _config_facts
        self.remove()
        if _config_facts is not None:
            _config_facts = [
                f
                for f in _config_facts
                if f[0] not in ("config.grad_steps_checked", "config.all_params_grad_steps")
            ] + [
                ("config.grad_steps_checked", str(self.checked)),
                ("config.all_params_grad_steps", str(self.all_grad)),
            ]
            report(_core_bound, again=True)

    def remove(self) -> None:
        for h in self.handles:
            h.remove()
        self.handles = []


def _start_probe(model: Any) -> None:
    global _probe
    if not getattr(model, "find_unused_parameters", False):
        return
    params = [p for p in model.parameters() if p.requires_grad]
    if params and hasattr(params[0], "register_post_accumulate_grad_hook"):
        _probe = _UnusedParameterProbe(params)


def _reset_for_tests() -> None:
    global _env_facts, _config_facts, _probe, _core_bound
    if _probe is not None:
        _probe.remove()
    _env_facts = _config_facts = _probe = _core_bound = None
