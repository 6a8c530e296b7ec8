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
  instead), no torch import at module level.
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
    from steplens import _flops

    _flops.begin(model)  # the first model's first step: its FLOPs, once


def _grad_norm(model: Any) -> None:
    """trace_step(model, grad_norm=True), at the optimizer step (C++ calls this)."""
    try:
        import torch

        grads = [p.grad for p in model.parameters() if p.grad is not None]
        if not grads:
            return
        if any(g.device.type != "cpu" for g in grads):
            warn_once(
                "grad_norm:device",
                "steplens: grad_norm=True reads the norm only for CPU gradients "
                "(on a GPU it would synchronise every step); log it yourself with "
                "steplens.log(grad_norm=...)",
            )
            return
        # One fused kernel per dtype group: half the time of
        # torch.nn.utils.get_total_norm (its grouping is Python).
        norms = torch._foreach_norm(grads)
        if len({n.dtype for n in norms}) > 1:
            norms = [n.float() for n in norms]
        log_internal("grad_norm", float(torch.linalg.vector_norm(torch.stack(norms))))
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
    """At each step end when CUDA memory is recorded (C++ calls this)."""
    try:
        c = _cuda
        _set_memory(
            c.memory_allocated(),
            c.max_memory_allocated(),
            c.memory_reserved(),
            c.max_memory_reserved(),
        )
        c.reset_peak_memory_stats()
    except Exception as exc:  # noqa: BLE001 - hooks never raise
        _hot.hot_set(memory_ok=False)
        _hook_failed("memory", exc)


def _enable_cuda_memory(cuda_module: Any) -> None:
    """Records CUDA memory at each step end (unless the memory family is off)."""
    global _cuda
    _cuda = cuda_module
    if _hot is not None:
        _hot.hot_set(cuda_memory=True)


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

    __slots__ = ("name", "phase_id")

    def __init__(self, name: str) -> None:
        self.name = name
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


def trace_time(name: str, use_gpu: bool | None = None) -> _Region:
    """Times a region of the current step, as a context manager or decorator.

    ``with steplens.trace_time("augment"): ...`` or ``@steplens.trace_time("eval")``.
    The region's time is added to the current step under ``name`` (several
    entries in one step sum; nested entries of the same name count once, the
    outermost). Outside a ``trace_step`` block the region is not recorded.

    ``use_gpu``: accepted for forward compatibility. The region is timed on the
    host clock (CPU time of the training thread's wall clock) in this version,
    also on CUDA, where asynchronous kernels launched in the region may finish
    after it ends; synchronise in the region if you need device time.
    """
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
        region = _regions[name] = _Region(name)
    return region


# ---- log ----------------------------------------------------------------------------
def log_internal(name: str, value: float) -> None:
    """A scalar steplens itself attaches to the current step (cold path)."""
    sid = _scalar_ids.get(name)
    if sid is None:
        try:
            sid = _intern_scalar(name)
        except Exception:  # noqa: BLE001 - fail open
            sid = -1
        _scalar_ids[name] = sid
    if sid >= 0:
        _log_scalar(sid, value)


def log(**scalars: Any) -> None:
    """Attaches scalars (loss, grad norm, ...) to the current step.

    Values are converted with ``float()``: a one-element tensor works (on CUDA
    that reads the value back, which synchronises). Values that cannot be
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
            detach = getattr(value, "detach", None)  # a tensor: no autograd warning
            _log_scalar(sid, float(value if detach is None else detach()))
        except (TypeError, ValueError, RuntimeError) as exc:
            warn_once(
                "log:" + name,
                f"steplens.log: {name}={value!r:.40} is not a number ({exc}); dropped",
            )


def _reset_for_tests() -> None:
    """Forgets every piece of state (tests only)."""
    global _sync_status
    _unbind()
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
