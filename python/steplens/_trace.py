"""The Python side of the hot path: trace_time, log, the sync hook, slow paths.

Contract
- What runs every step of automatic mode is C++ (``steplens._core``, see
  python/bindings/hot_path.h): ``trace_step`` and its context, the timed
  forward / backward / dataloader wrappers (``TimedCall``) and the optimizer
  hooks; they add no Python frame to a step. The hot path's state (started,
  nesting, kill switches, CUDA memory on/off) is in C++ too, and only there
  (``_core.hot_state()``). This module keeps what is not per step (name
  caches, hook error counts, the last sync-hook status), the rare paths the
  C++ calls back (``_start_or_disable``,
  ``_ensure_registered``, ``_report_nested``, ``_record_cuda_memory``,
  ``_hook_failed``) and what the user calls explicitly (``trace_time``,
  ``log``) or what runs per DDP bucket (``sync_arrival_hook``): module
  globals bound once (``_bind``) instead of attribute chains, no allocation
  per call, no hooks on the autograd graph (a Python grad_fn/tensor hook costs
  ~9 µs per backward; backward is timed by wrapping torch.autograd.backward
  instead; deep mode, off by default, puts C++ ones there: deep_hooks.h), no
  torch import at module level.
- Python does no aggregation, statistics or storage: it tells the C++ recorder
  *when* things happen (``steplens._core``) and nothing else. Phase sums,
  missing-vs-zero, attribution of between-step dataloader time to the next
  step: all C++.
- Hooks never raise into user code: every hook body catches, counts
  (``hook_errors``), warns once and disables its own family for the rest of
  the process (the switch is in C++). Training goes on.
- Phase ids and sync-hook states come from ``_core`` (``PHASE_*``,
  ``SYNC_HOOK_*``), which takes them from the C++ catalogue.
- Hooks record only while a ``trace_step(model)`` block is active; the
  dataloader hook records between steps too (the recorder attributes that time
  to the next step).
- Without the compiled module (a broken install) ``trace_step`` is a no-op
  context manager and warns once; training goes on.
"""

from __future__ import annotations

import functools
import os
import sys

from steplens._warn import _warned, warn_once

try:
    from steplens import _core as _hot
except ImportError:  # a broken install: recording is off, training goes on
    _hot = None  # type: ignore[assignment]

TYPE_CHECKING = False  # typing costs ~10 ms to import; type checkers see True
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar

    _F = TypeVar("_F", bound=Callable[..., Any])


def _noop(*_args: object) -> None:
    return None


def _noop_id(_name: str) -> int:
    return -1


# ---- bound recorder entry points (see _bind) ---------------------------------
_phase_begin: Callable[[int], None] = _noop
_phase_end: Callable[[int], None] = _noop
_set_memory: Callable[[int, int, int, int], None] = _noop
_log_scalar: Callable[[int, float], None] = _noop
_intern_phase: Callable[[str], int] = _noop_id
_intern_scalar: Callable[[str], int] = _noop_id
_set_sync_hook_status: Callable[[int, str], None] = _noop
# The DDP bucket timestamp: C++, with its kill switch (hot_path.h).
_sync_arrival: Callable[[], None] = _noop if _hot is None else _hot.hot_sync_arrival

# ---- state --------------------------------------------------------------------
# The hot path's state (started, nesting depth, live block, the kill switches
# of every hook family, CUDA memory on/off, the registered model) is in C++:
# _hot.hot_state() / hot_started() / hot_set(). What is kept here is not read
# per step.
_sync_status: tuple[int, str] | None = None  # last reported (re-sent on _bind)
_bound_core: Any = None  # the recorder backend while one is bound and enabled
_scalar_ids: dict[str, int] = {}
_regions: dict[str, _Region] = {}
hook_errors: dict[str, int] = {}

# Bound by steplens._runtime (lazily imported torch adapters).
_register_model: Callable[[Any], None] | None = None
_autostart: Callable[[], None] | None = None
_cuda: Any = None  # torch.cuda once CUDA memory is recorded
_cuda_index = 0  # its device index
_memory_stats: Callable[[int], Any] = _noop  # torch._C._cuda_memoryStats
_reset_peaks: Callable[[int], Any] = _noop
_device_scalars: Any = None  # pinned float32 tensor the recorder reads device scalars from
# torch.distributed.algorithms.ddp_comm_hooks.default_hooks.allreduce_hook,
# bound by steplens._torch_hooks when it hooks a DDP model.
_allreduce_hook: Callable[[Any, Any], Any] | None = None


def _bind(core: Any) -> None:
    """Points the hot path at a recorder backend (steplens._core or a fake).

    ``core`` with ``disabled = True`` (the recorder could not start) turns the
    C++ hot path off instead of calling its no-op methods every step.
    """
    global _phase_begin, _phase_end, _set_memory
    global _log_scalar, _intern_phase, _intern_scalar
    global _set_sync_hook_status, _bound_core
    _bound_core = None if getattr(core, "disabled", False) else core
    collectives = sys.modules.get("steplens._collectives")
    if collectives is not None:  # the new recorder interns the comm names again
        collectives.reset_timing()
    _phase_begin = core.phase_begin
    _phase_end = core.phase_end
    _set_memory = core.set_memory
    _log_scalar = core.log_scalar
    _intern_phase = core.intern_phase_name
    _intern_scalar = core.intern_scalar_name
    _set_sync_hook_status = getattr(core, "set_sync_hook_status", _noop)
    if _hot is not None:  # also marks the recorder as started
        _hot.hot_bind(None if getattr(core, "disabled", False) else core)
    if _sync_status is not None:
        report_sync_hook(*_sync_status)
    _scalar_ids.clear()
    for region in _regions.values():
        region.phase_id = None


def _core_for_collectives() -> Any:
    """The bound recorder backend (steplens._core or a test fake), or None."""
    return _bound_core


def _started() -> bool:
    """The recorder was started, or given up on (C++ keeps it)."""
    return _hot is not None and _hot.hot_started()


def _unbind() -> None:
    """Back to no-ops (after shutdown): later calls are silently ignored."""
    global _phase_begin, _phase_end, _set_memory
    global _log_scalar, _intern_phase, _intern_scalar
    global _set_sync_hook_status, _bound_core
    _bound_core = None
    _phase_begin = _phase_end = _noop
    _set_memory = _log_scalar = _set_sync_hook_status = _noop
    _intern_phase = _intern_scalar = _noop_id
    if _hot is not None:
        _hot.hot_bind(None)


def _hook_failed(family: str, exc: BaseException) -> None:
    """Counts a hook failure and warns once; the family is off for good.

    Called by the C++ hot path when a Python backend raised (it has switched
    the family off already), and for failures seen here (memory, whose switch
    _record_cuda_memory turns off; trace_time, which has none).
    """
    hook_errors[family] = hook_errors.get(family, 0) + 1
    if family == "sync" and _hot is not None:
        report_sync_hook(
            _hot.SYNC_HOOK_DISABLED, f"the sync arrival hook failed ({type(exc).__name__})"
        )
    try:
        warn_once(
            "hook:" + family,
            f"steplens: the {family} hook failed ({type(exc).__name__}: {exc}); "
            f"{family} timing is disabled for this process, training continues",
        )
    except Exception:  # noqa: BLE001 - warnings turned into errors must not escape
        pass


# ---- trace_step ---------------------------------------------------------------
class _NullStep:
    """trace_step's context when steplens._core cannot be imported."""

    __slots__ = ()

    _tried = False  # no C++ to keep it: the one piece of state without _core

    def __enter__(self) -> _NullStep:
        if not _NullStep._tried:
            _NullStep._tried = True
            _start_or_disable()  # init() says why recording is off, once
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        return None


_NULL_STEP = _NullStep()


def _trace_step_without_core(
    model: Any = None,
    *,
    batch_size: object = None,
    tokens: object = None,
    grad_norm: bool = False,
    deep: object = None,
) -> _NullStep:
    return _NULL_STEP


# steplens.trace_step: C++ (hot_path.cc), documented there; help() shows it.
trace_step: Callable[..., Any] = _trace_step_without_core if _hot is None else _hot.trace_step
if _hot is not None:
    TimedCall = _hot.TimedCall  # the timed forward / backward / dataloader wrapper


def _bad_work_value(name: str) -> None:
    """trace_step(batch_size=/tokens=) got no count (C++ calls this)."""
    warn_once(
        "trace_step:" + name,
        f"steplens.trace_step: {name}= must be a non-negative number; ignored",
    )


def _start_or_disable() -> None:
    """The first step without init(): starts the recorder (C++ calls this)."""
    try:
        if _autostart is not None:
            _autostart()
    except Exception as exc:  # noqa: BLE001 - fail open
        warn_once("autostart", f"steplens: disabled ({exc}); training continues")
    if _hot is not None:
        _hot.hot_set(started=True)


def _ensure_registered(model: Any) -> None:
    """A model not seen in the last step: hook it (C++ calls this)."""
    if _register_model is None:
        return
    try:
        _register_model(model)
    except Exception as exc:  # noqa: BLE001 - fail open
        hook_errors["register"] = hook_errors.get("register", 0) + 1
        warn_once(
            "register",
            f"steplens: could not hook the model ({type(exc).__name__}: {exc}); "
            "only step time is recorded",
        )
        return
    _apply_deep_env()
    if _hot is not None and _hot.deep_state()["hooks_on"]:  # deep mode follows the new model
        _deep_hooks(model)
    from steplens import _flops

    _flops.begin(model)  # the first model's first step: its FLOPs, once
    from steplens import _setup

    _setup.report(_bound_core, model)  # the first model's first step: its setup facts, once


# ---- deep mode (DESIGN.md §8; python/bindings/deep_hooks.h) -------------------
# Sampled deep mode: a burst of DEEP_BURST steps every DEEP_PERIOD steps
# (docs/benchmarks.md: the averaged cost on bench/'s transformer example).
DEEP_PERIOD = 100
DEEP_BURST = 2
DEEP_ENV = "STEPLENS_DEEP"  # steplens run --deep[=every|sampled]
_DEEP_MODES = {"off": 0, "every": 1, "sampled": 2}
_deep_env_applied = False


def _deep_mode_of(value: Any) -> int | None:
    if value is None:
        return None
    if value is True:
        return 1
    if value is False:
        return 0
    if isinstance(value, str) and value.strip().lower() in _DEEP_MODES:
        return _DEEP_MODES[value.strip().lower()]
    return None


def _set_deep(value: Any) -> None:
    """trace_step(deep=value) with a new value (C++ calls this), or the
    environment's STEPLENS_DEEP. Warns once about a value it does not know."""
    mode = _deep_mode_of(value)
    if mode is None:
        if value is not None:
            warn_once(
                "deep:value",
                f"steplens: deep={value!r} is not one of 'off', 'every', 'sampled', "
                "True, False; ignored",
            )
        return
    set_deep_mode(mode)


def set_deep_mode(mode: int) -> None:
    """0 off, 1 every step, 2 sampled; from the next trace_step(model) block."""
    if _hot is None:
        return
    if mode:
        _hot.enable_layers()
    _hot.deep_set(mode, DEEP_PERIOD, DEEP_BURST)


def _apply_deep_env() -> None:
    """STEPLENS_DEEP (steplens run --deep), once, unless trace_step(deep=) said."""
    global _deep_env_applied
    if _deep_env_applied:
        return
    _deep_env_applied = True
    value = os.environ.get(DEEP_ENV, "").strip()
    if value and _hot is not None and _hot.deep_state()["mode"] == 0:
        _set_deep(value)


def _deep_hooks(model: Any) -> None:
    """Registers deep mode's module hooks on ``model``, or removes them (None).
    C++ calls this when the schedule changes, between steps."""
    from steplens import _deep

    try:
        if model is None:
            _deep.remove_deep()
            _hot.deep_hooks_set(False)
        else:
            _deep.install_deep(model, _hot)
            _hot.deep_hooks_set(True)
    except Exception as exc:  # noqa: BLE001 - fail open: deep mode off
        _deep.remove_deep()
        _hot.deep_hooks_set(False)
        _hot.deep_set(0, DEEP_PERIOD, DEEP_BURST)
        _hook_failed("deep", exc)


def _grad_norm(model: Any) -> None:
    """trace_step(model, grad_norm=True), at the optimizer step (C++ calls this)."""
    try:
        import torch

        grads = [p.grad for p in model.parameters() if p.grad is not None]
        if not grads:
            return
        on_device = any(g.device.type != "cpu" for g in grads)
        if on_device and _device_scalars is None:
            warn_once(
                "grad_norm:device",
                "steplens: grad_norm=True on a GPU needs device timing (it would "
                "synchronise every step otherwise); log it yourself with "
                "steplens.log(grad_norm=...)",
            )
            return
        # One fused kernel per dtype group: half the time of
        # torch.nn.utils.get_total_norm (its grouping is Python).
        norms = torch._foreach_norm(grads)
        if len({n.dtype for n in norms}) > 1:
            norms = [n.float() for n in norms]
        log_internal("grad_norm", torch.linalg.vector_norm(torch.stack(norms)))
    except Exception as exc:  # noqa: BLE001 - fail open
        warn_once("grad_norm", f"steplens: gradient norm not recorded ({exc})")


def _end_flop_count() -> None:
    """The step whose FLOPs were counted ends (C++ calls this)."""
    from steplens import _flops

    for name, value in _flops.end().items():  # flops, then peak_flops
        log_internal(name, value)


def _on_step_exception(exc: BaseException) -> None:
    """An exception leaves trace_step (called by the C++ context's exit)."""
    from steplens import _failures

    _failures.on_step_exception(exc)


def _report_nested() -> None:
    warn_once(
        "nested",
        "steplens: trace_step blocks are nested; the inner block is ignored "
        "(one trace_step per training step)",
    )


def _record_cuda_memory() -> None:
    """At each step end when CUDA memory is recorded (C++ calls this).

    One read of the allocator's statistics (``torch._C._cuda_memoryStats``, the
    nested dict that ``torch.cuda.memory_stats`` flattens and sorts in Python:
    four ``memory_allocated``-style calls cost ~0.5 ms a step on an H100
    machine) and one reset of the peaks, so each step's peak is its own.
    """
    try:
        stats = _memory_stats(_cuda_index)
        allocated, reserved = stats["allocated_bytes"]["all"], stats["reserved_bytes"]["all"]
        _set_memory(allocated["current"], allocated["peak"], reserved["current"], reserved["peak"])
        _reset_peaks(_cuda_index)
    except Exception as exc:  # noqa: BLE001 - hooks never raise
        _hot.hot_set(memory_ok=False)
        _hook_failed("memory", exc)


def _enable_cuda_memory(cuda_module: Any) -> None:
    """Records CUDA memory at each step end (unless the memory family is off),
    and times the steps on the device (DESIGN.md §7)."""
    global _cuda, _cuda_index, _memory_stats, _reset_peaks
    _cuda = cuda_module
    _cuda_index = cuda_module.current_device()
    # torch's own torch.cuda: the nested statistics straight from C++ (the
    # module's functions flatten them in Python); anything else (tests' fakes)
    # through its memory_stats_as_nested_dict.
    fast = (
        getattr(sys.modules.get("torch"), "_C", None)
        if cuda_module is sys.modules.get("torch.cuda")
        else None
    )
    _memory_stats = (
        getattr(fast, "_cuda_memoryStats", None) or cuda_module.memory_stats_as_nested_dict
    )
    _reset_peaks = getattr(fast, "_cuda_resetPeakMemoryStats", None) or (
        cuda_module.reset_peak_memory_stats
    )
    if _hot is not None:
        _hot.hot_set(cuda_memory=True)
    if fast is not None:
        enable_device("cuda")


def enable_device(kind: str) -> None:
    """Times forward, backward, optimizer, gpu regions, collectives and the
    gradient-sync arrival on the device: ``"cuda"`` (torch's current stream,
    read at each step begin) or ``"sim"`` (tests). Warns once when it cannot;
    phases are then host times. ``STEPLENS_DEVICE_TIMING=0`` turns it off."""
    global _device_scalars
    if _hot is None or _device_scalars is not None:
        return
    if os.environ.get("STEPLENS_DEVICE_TIMING", "1").strip() == "0":
        return
    if os.environ.get("STEPLENS_TEST_DEVICE", "") == "sim":
        kind = "sim"  # tests: the simulated device, even beside a GPU
    error = _hot.device_enable(kind)
    if error:
        warn_once(
            "device",
            f"steplens: device timing is off ({error}); phases are host times, which on a "
            "GPU are queueing times",
        )
        return
    try:
        import torch

        if kind == "cuda":
            index = _cuda_index
            _hot.hot_set(device_stream=(torch._C._cuda_getCurrentRawStream, index))
            # Deep mode's allocator delta per module (python/bindings/deep_hooks.h).
            _hot.hot_set(allocator_stats=(_memory_stats, index))
            buf = torch.zeros(_hot.DEVICE_SCALAR_SLOTS, dtype=torch.float32, pin_memory=True)
        else:
            _hot.hot_set(allocator_stats=(_hot._sim_memory_stats, 0))
            buf = torch.zeros(_hot.DEVICE_SCALAR_SLOTS, dtype=torch.float32)
        _hot.device_scalar_buffer(buf.data_ptr())
        _device_scalars = buf  # kept for the process: the recorder reads it
    except Exception as exc:  # noqa: BLE001 - fail open: scalars are then read on the host
        warn_once("device-scalars", f"steplens: device scalars unavailable ({exc})")


def _describe(value: Any) -> str:
    """A value for a warning, never read from a device (repr of a CUDA tensor
    would synchronise)."""
    device = getattr(value, "device", None)
    if device is not None and getattr(device, "type", "cpu") != "cpu":
        return f"<tensor of shape {tuple(value.shape)} on {device}>"
    return f"{value!r:.40}"


def _log_value(sid: int, value: Any) -> None:
    """Logs a scalar: a device tensor goes to pinned memory without a
    synchronisation and is read by the recorder once the step's device work
    is done; anything else through float()."""
    detach = getattr(value, "detach", None)  # a tensor: no autograd warning
    if detach is None:
        _log_scalar(sid, float(value))
        return
    value = detach()
    buf = _device_scalars
    if buf is not None and (value.device.type != "cpu" or _hot.device_kind() == "sim"):
        if value.numel() != 1:
            raise ValueError(f"a tensor of {value.numel()} elements")
        slot = _hot.device_scalar_slot(sid)
        if slot >= 0:
            buf[slot].copy_(value.reshape(()), non_blocking=True)
            return
        if value.device.type != "cpu":
            raise ValueError("no room for another device scalar in this step")
    _log_scalar(sid, float(value))


def _end_phase_quietly(phase_id: int, family: str) -> None:
    try:
        _phase_end(phase_id)
    except Exception as exc:  # noqa: BLE001 - never mask the user's result
        _hook_failed(family, exc)


def report_sync_hook(state: int, reason: str) -> None:
    """Tells the recorder whether the sync-arrival hook is installed (and why not)."""
    global _sync_status
    _sync_status = (state, reason)
    try:
        _set_sync_hook_status(state, reason)
    except Exception:  # noqa: BLE001 - diagnostics only, never raise
        pass


class SyncArrivalState:
    """The state object of the DDP communication hook steplens registers.

    ``inner``/``inner_state`` is the communication hook the user registered
    (chained behind our timestamp, see steplens._torch_hooks); None runs DDP's
    default all-reduce (``default_hooks.allreduce_hook`` on ``process_group``).
    """

    __slots__ = ("process_group", "inner", "inner_state", "__weakref__")

    def __init__(self, process_group: Any) -> None:
        self.process_group = process_group
        self.inner: Callable[[Any, Any], Any] | None = None
        self.inner_state: Any = None


def sync_arrival_hook(state, bucket):
    """DDP communication hook: timestamps the bucket, then all-reduces it.

    DDP calls it (on the autograd thread) as each gradient bucket becomes
    ready; the recorder keeps the first and the latest such time of the step
    and counts buckets (recorder.h, SyncArrival). The latest is the rank's
    arrival at gradient synchronisation (DESIGN.md §4). The timestamp is the
    host's CLOCK_MONOTONIC. On CUDA the bucket is "ready" when autograd has
    *queued* its last gradient kernel, so a rank whose GPU runs behind its
    host reads as early; a CUDA event recorded here (and resolved after the
    step) is the precise form — not done yet: it needs a GPU to verify.
    Our part never raises into training: the timestamp is one C call
    (``_core.hot_sync_arrival``), which never raises; a failing test backend
    is counted and switches the timestamp off (C++ keeps that switch); the
    all-reduce (or the user's hook) always runs.
    The parameter must be called ``bucket`` and it and the result carry no
    annotation: DDP inspects the signature and, with postponed annotations,
    would see the strings "Any" and refuse the hook.
    """
    _sync_arrival()
    inner = state.inner
    if inner is not None:
        return inner(state.inner_state, bucket)
    assert _allreduce_hook is not None  # bound before the hook is registered
    return _allreduce_hook(state.process_group, bucket)


# ---- trace_time -------------------------------------------------------------------
class _Region:
    """A named user region: context manager and decorator (see trace_time)."""

    __slots__ = ("gpu", "name", "phase_id")

    def __init__(self, name: str, gpu: bool = False) -> None:
        self.name = name
        self.gpu = gpu
        self.phase_id: int | None = None

    def _resolve(self) -> int | None:
        if not _started():
            return None  # recorder not started yet: nothing to attribute to
        try:
            pid = _intern_phase(self.name)
        except Exception:  # noqa: BLE001 - fail open
            pid = -1
        if pid < 0:
            warn_once(
                "region-full",
                f"steplens: no room for region {self.name!r} (too many distinct "
                "trace_time names); it is not recorded",
            )
        elif self.gpu and _hot is not None:
            _hot.device_phase(pid)
        self.phase_id = pid
        return pid

    def __enter__(self) -> _Region:
        pid = self.phase_id
        if pid is None:
            pid = self._resolve()
        if pid is not None and pid >= 0:
            try:
                _phase_begin(pid)
            except Exception as exc:  # noqa: BLE001 - never raise into user code
                _hook_failed("trace_time", exc)
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        pid = self.phase_id
        if pid is not None and pid >= 0:
            _end_phase_quietly(pid, "trace_time")

    def __call__(self, fn: _F) -> _F:
        region = self

        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            with region:
                return fn(*args, **kwargs)

        return wrapper  # type: ignore[return-value]


# The recorder holds 24 user phases; names past that resolve to -1 (not
# recorded). The cache is bounded too, so per-step unique names cannot grow it.
_MAX_REGION_NAMES = 256


def trace_time(name: str, use_gpu: bool | None = None, *, gpu: bool | None = None) -> _Region:
    """Times a region of the current step, as a context manager or decorator.

    ``with steplens.trace_time("augment"): ...`` or ``@steplens.trace_time("eval")``.
    The region's time is added to the current step under ``name`` (several
    entries in one step sum; nested entries of the same name count once, the
    outermost). Outside a ``trace_step`` block the region is not recorded.

    ``gpu=True`` (or ``use_gpu=True``): on a GPU the region is also timed on
    the device, from events on the current stream at its entry and exit, so
    the kernels it launched count, not only the host's queueing time (both are
    kept; the device time is what the views show). The first call for a name
    decides. Without a device, or ``gpu`` false, the host clock times it.
    """
    want_gpu = bool(gpu if gpu is not None else use_gpu)
    region = _regions.get(name)
    if region is None:
        if not isinstance(name, str) or not name:
            raise TypeError("trace_time(name): name must be a non-empty str")
        if len(_regions) >= _MAX_REGION_NAMES:  # e.g. an f-string per step
            warn_once(
                "region-names",
                f"steplens: more than {_MAX_REGION_NAMES} distinct trace_time names; "
                f"{name!r} and later new names are not recorded",
            )
            region = _Region(name)
            region.phase_id = -1
            return region
        region = _regions[name] = _Region(name, want_gpu)
    return region


# The built-in h2d phase: a region with a fixed phase id (no name to intern).
_H2D = _Region("h2d")
_H2D.phase_id = _hot.PHASE_H2D if _hot is not None else -1


def trace_h2d() -> _Region:
    """Times the step's host-to-device copies, as a context manager or decorator.

    ``with steplens.trace_h2d(): batch = batch.to(device, non_blocking=True)``.
    The time is the step's built-in ``h2d`` phase (not a user region): on a
    GPU timed on the device like forward and backward, otherwise by the host
    clock. It is what the PAGEABLE HOST MEMORY finding weighs (a loader
    without ``pin_memory`` whose copies take >= 5 % of the step): nothing else
    in PyTorch tells steplens how long the copies took. Outside a
    ``trace_step`` block it is not recorded; nested entries count once.
    """
    return _H2D


# ---- log ----------------------------------------------------------------------------
def log_internal(name: str, value: Any) -> None:
    """A scalar steplens itself attaches to the current step (cold path)."""
    sid = _scalar_ids.get(name)
    if sid is None:
        try:
            sid = _intern_scalar(name)
        except Exception:  # noqa: BLE001 - fail open
            sid = -1
        _scalar_ids[name] = sid
    if sid >= 0:
        _log_value(sid, value)


def log(**scalars: Any) -> None:
    """Attaches scalars (loss, grad norm, ...) to the current step.

    Values are converted with ``float()``; a one-element tensor on a GPU is
    copied to pinned memory without a synchronisation and read by the recorder
    once the step's device work is done (device timing on; otherwise it is read
    back with ``float()``, which synchronises). Values that cannot be
    converted are dropped with a warning; logging never raises. Up to 8
    scalars per step are kept (the recorder counts the rest as dropped).
    Call it inside the ``trace_step`` block: outside a step there is no step
    to attach to, and the values are dropped with a one-time warning.
    Without it, on a CPU, the loss is the value of the one-element tensor
    passed to ``backward()`` (summed over a step's backward calls); logging
    ``loss`` once replaces that for the rest of the run.
    """
    if _hot is None:
        return  # recording is off (init said why)
    if not _hot.hot_depth():
        warn_once(
            "log:outside",
            "steplens.log() outside a trace_step block is ignored; "
            "call it inside the block of the step the values belong to",
        )
        return
    for name, value in scalars.items():
        sid = _scalar_ids.get(name)
        if sid is None:
            if not _started():
                return
            if name == "loss":  # the user's own loss replaces the one read from backward
                _hot.hot_set(auto_loss=False)
            try:
                sid = _intern_scalar(name)
            except Exception:  # noqa: BLE001 - fail open
                sid = -1
            _scalar_ids[name] = sid
        if sid < 0:
            continue
        try:
            _log_value(sid, value)
        except (TypeError, ValueError, RuntimeError) as exc:
            warn_once(
                "log:" + name,
                f"steplens.log: {name}={_describe(value)} is not a number ({exc}); dropped",
            )


def _reset_for_tests() -> None:
    """Forgets every piece of state (tests only)."""
    global _sync_status, _deep_env_applied
    _unbind()
    _deep_env_applied = False
    if _hot is not None:
        _hot.hot_reset()
    _NullStep._tried = False
    _sync_status = None
    _scalar_ids.clear()
    _regions.clear()
    hook_errors.clear()
    _warned.clear()


if _hot is not None:
    _hot.hot_set(slow=sys.modules[__name__])

__all__ = ["log", "trace_step", "trace_time"]
