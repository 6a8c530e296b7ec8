"""The per-step hot path: trace_step, trace_time, log and the torch hook bodies.

Contract
- Everything here runs on the training thread, once or a few times per step,
  so it is written for cost: module globals bound once (``_bind``) instead of
  attribute chains, no allocation per step, no hooks on the autograd graph
  (a Python grad_fn/tensor hook costs ~9 µs per backward; backward is timed by
  wrapping torch.autograd.backward instead), no torch import at module level.
- Python does no aggregation, statistics or storage: it tells the C++ recorder
  *when* things happen (``steplens._core``) and nothing else. Phase sums,
  missing-vs-zero, attribution of between-step dataloader time to the next
  step: all C++.
- Hooks never raise into user code: every hook body catches, counts
  (``hook_errors``), warns once and disables its own family for the rest of
  the process. Training goes on.
- Hooks record only while a ``trace_step(model)`` block is active; the
  dataloader hook records between steps too (the recorder attributes that time
  to the next step).
"""

from __future__ import annotations

import functools
import warnings

from steplens.errors import SteplensWarning

TYPE_CHECKING = False  # typing costs ~10 ms to import; type checkers see True
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar

    _F = TypeVar("_F", bound=Callable[..., Any])

# Built-in phase ids (mirrors steplens::Phase; part of the wire protocol).
PHASE_DATALOADER = 0
PHASE_FORWARD = 2
PHASE_BACKWARD = 3
PHASE_OPTIMIZER = 4

# Sync hook states (mirror steplens::SyncHook; part of the wire protocol).
SYNC_HOOK_INSTALLED = 1
SYNC_HOOK_NOT_INSTALLED = 2
SYNC_HOOK_DISABLED = 3


def _noop(*_args: object) -> None:
    return None


def _noop_id(_name: str) -> int:
    return -1


# ---- bound recorder entry points (see _bind) ---------------------------------
_step_begin: Callable[[], None] = _noop
_step_end: Callable[[], None] = _noop
_phase_begin: Callable[[int], None] = _noop
_phase_end: Callable[[int], None] = _noop
_set_memory: Callable[[int, int, int, int], None] = _noop
_log_scalar: Callable[[int, float], None] = _noop
_intern_phase: Callable[[str], int] = _noop_id
_intern_scalar: Callable[[str], int] = _noop_id
_sync_arrival: Callable[[], None] = _noop
_set_sync_hook_status: Callable[[int, str], None] = _noop

# ---- state --------------------------------------------------------------------
_started = False  # init() ran (successfully or not: fail open binds no-ops)
_depth = 0  # trace_step nesting depth; > 1 is a user error, reported once
_live = False  # a trace_step(model) block is active: model hooks may record
_fwd_ok = True  # per-family kill switches, cleared when a hook body fails
_bw_ok = True
_opt_ok = True
_mem_ok = True
_dl_ok = True
_sync_ok = True
_sync_status: tuple[int, str] | None = None  # last reported (re-sent on _bind)
_cuda_memory = False  # record CUDA allocator memory at step end
_last_ctx: _StepContext | None = None
_scalar_ids: dict[str, int] = {}
_regions: dict[str, _Region] = {}
hook_errors: dict[str, int] = {}
_warned: set[str] = set()

# Bound by steplens._runtime (lazily imported torch adapters).
_register_model: Callable[[Any], None] | None = None
_autostart: Callable[[], None] | None = None
_cuda: Any = None  # torch.cuda once CUDA memory is recorded
# torch.distributed.algorithms.ddp_comm_hooks.default_hooks.allreduce_hook,
# bound by steplens._torch_hooks when it hooks a DDP model.
_allreduce_hook: Callable[[Any, Any], Any] | None = None


def _bind(core: Any) -> None:
    """Points the hot path at a recorder backend (steplens._core or a fake)."""
    global _step_begin, _step_end, _phase_begin, _phase_end, _set_memory
    global _log_scalar, _intern_phase, _intern_scalar, _started
    global _sync_arrival, _set_sync_hook_status
    _step_begin = core.step_begin
    _step_end = core.step_end
    _phase_begin = core.phase_begin
    _phase_end = core.phase_end
    _set_memory = core.set_memory
    _log_scalar = core.log_scalar
    _intern_phase = core.intern_phase_name
    _intern_scalar = core.intern_scalar_name
    _sync_arrival = getattr(core, "sync_arrival", _noop)
    _set_sync_hook_status = getattr(core, "set_sync_hook_status", _noop)
    if _sync_status is not None:
        report_sync_hook(*_sync_status)
    _scalar_ids.clear()
    for region in _regions.values():
        region.phase_id = None
    _started = True


def _unbind() -> None:
    """Back to no-ops (after shutdown): later calls are silently ignored."""
    global _step_begin, _step_end, _phase_begin, _phase_end, _set_memory
    global _log_scalar, _intern_phase, _intern_scalar
    global _sync_arrival, _set_sync_hook_status
    _step_begin = _step_end = _phase_begin = _phase_end = _noop
    _set_memory = _log_scalar = _sync_arrival = _set_sync_hook_status = _noop
    _intern_phase = _intern_scalar = _noop_id


def warn_once(key: str, message: str) -> None:
    if key not in _warned:
        _warned.add(key)
        warnings.warn(message, SteplensWarning, stacklevel=3)


def _hook_failed(family: str, exc: BaseException) -> None:
    """Counts a hook failure and switches that hook family off for good."""
    global _fwd_ok, _bw_ok, _opt_ok, _mem_ok, _dl_ok, _sync_ok
    hook_errors[family] = hook_errors.get(family, 0) + 1
    if family == "forward":
        _fwd_ok = False
    elif family == "backward":
        _bw_ok = False
    elif family == "optimizer":
        _opt_ok = False
    elif family == "memory":
        _mem_ok = False
    elif family == "dataloader":
        _dl_ok = False
    elif family == "sync":
        _sync_ok = False
        report_sync_hook(
            SYNC_HOOK_DISABLED, f"the sync arrival hook failed ({type(exc).__name__})"
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
class _StepContext:
    """The object ``trace_step`` returns; cached per model (one per call site)."""

    __slots__ = ("model",)

    def __init__(self, model: Any) -> None:
        self.model = model

    def __enter__(self) -> _StepContext:
        global _depth, _live
        if _depth:
            _depth += 1
            _report_nested()
            return self
        _depth = 1
        if not _started:
            _start_or_disable()
        model = self.model
        if model is not None:
            if model is not _registered_model:
                _ensure_registered(model)
            _live = True
        try:
            _step_begin()
        except Exception as exc:  # noqa: BLE001 - never raise into the loop
            _hook_failed("step", exc)
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> bool:
        global _depth, _live
        if _depth > 1:
            _depth -= 1
            return False
        _depth = 0
        _live = False
        if _cuda_memory:
            _record_cuda_memory()
        try:
            _step_end()
        except Exception as exc:  # noqa: BLE001 - never raise into the loop
            _hook_failed("step", exc)
        return False


_registered_model: Any = None


def trace_step(model: Any = None) -> _StepContext:
    """Context manager around one training step.

    ``with steplens.trace_step(model):`` records the step's begin and end; with
    ``model`` (an ``nn.Module`` or a DDP-wrapped one) forward, backward and
    optimizer time are measured automatically, and on CUDA the allocator's
    memory (peak stats reset each step). The model's ``forward`` is wrapped
    once (an instance attribute, see ``TimedForward``); backward is timed
    around ``torch.autograd.backward`` (what ``loss.backward()`` calls, so it
    includes DDP's wait for the gradient all-reduce); the optimizer by the
    global optimizer step pre/post hooks. All of them record only inside a
    ``trace_step(model)`` block. A ``DistributedDataParallel`` model also
    gets a communication hook that timestamps each gradient bucket as it
    becomes ready, then runs DDP's default all-reduce (or the comm hook the
    user registers later, chained behind it): when each rank *arrives* at
    gradient synchronisation, which names the rank the others wait for even
    when all backward durations look alike. ``STEPLENS_SYNC_HOOK=0`` turns it
    off; a comm hook registered before steplens was imported leaves it off,
    and the run's summary says why.
    Dataloader fetch time (``DataLoader`` iterators) is measured between steps
    and attributed to the next step. Without ``model`` only the step time (and
    dataloader, trace_time regions, scalars) are recorded; the model phases are
    then missing (null), not zero.

    The first call starts the recorder from the environment (see ``init``).
    Nesting trace_step is an error: it is reported once and the inner block is
    not a step.
    """
    ctx = _last_ctx
    if ctx is not None and ctx.model is model:
        return ctx
    return _new_context(model)


def _new_context(model: Any) -> _StepContext:
    global _last_ctx
    ctx = _StepContext(model)
    _last_ctx = ctx
    return ctx


def _start_or_disable() -> None:
    global _started
    try:
        if _autostart is not None:
            _autostart()
    except Exception as exc:  # noqa: BLE001 - fail open
        warn_once("autostart", f"steplens: disabled ({exc}); training continues")
    _started = True


def _ensure_registered(model: Any) -> None:
    global _registered_model
    _registered_model = model
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


def _report_nested() -> None:
    warn_once(
        "nested",
        "steplens: trace_step blocks are nested; the inner block is ignored "
        "(one trace_step per training step)",
    )


def _record_cuda_memory() -> None:
    global _cuda_memory
    if not _mem_ok:
        _cuda_memory = False
        return
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
        _cuda_memory = False
        _hook_failed("memory", exc)


def _enable_cuda_memory(cuda_module: Any) -> None:
    global _cuda_memory, _cuda
    _cuda = cuda_module
    _cuda_memory = _mem_ok


# ---- model / optimizer / dataloader hook bodies ----------------------------------
class TimedForward:
    """The instance-level ``forward`` steplens gives a traced model.

    Calls the model's previous forward between forward-phase begin/end while a
    ``trace_step(model)`` block is live. Used instead of module forward
    pre/post hooks: any module hook sends torch's ``Module._call_impl`` down
    its slow path, which measured 6-8 µs per training step on a small CPU
    loop (more than the whole per-step budget); this wrapper costs ~0.5 µs.
    It stays transparent: ``inspect.signature`` follows ``__wrapped__``,
    ``copy.deepcopy`` of the model gives the copy its own wrapper, and
    pickling the model stores the plain forward (an unpickled model is not
    wrapped).
    """

    __slots__ = ("__wrapped__", "__weakref__")

    def __init__(self, inner: Callable[..., Any]) -> None:
        self.__wrapped__ = inner

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if _live and _fwd_ok:
            try:
                _phase_begin(PHASE_FORWARD)
            except Exception as exc:  # noqa: BLE001 - hooks never raise
                _hook_failed("forward", exc)
                return self.__wrapped__(*args, **kwargs)
            try:
                return self.__wrapped__(*args, **kwargs)
            finally:
                try:  # _end_phase_quietly, inlined: one Python call less per step
                    _phase_end(PHASE_FORWARD)
                except Exception as exc:  # noqa: BLE001 - never mask the result
                    _hook_failed("forward", exc)
        return self.__wrapped__(*args, **kwargs)

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle as the plain forward, with stdlib callables only, so a saved
        # model loads where steplens is not installed.
        inner = self.__wrapped__
        owner, func = getattr(inner, "__self__", None), getattr(inner, "__func__", None)
        if owner is not None and func is not None:
            return (getattr, (owner, func.__name__))
        return (getattr, (inner, "__call__"))

    def __deepcopy__(self, memo: dict[int, Any]) -> TimedForward:
        import copy

        return TimedForward(copy.deepcopy(self.__wrapped__, memo))

    def __repr__(self) -> str:
        return f"<steplens timed forward of {self.__wrapped__!r}>"


def _end_phase_quietly(phase_id: int, family: str) -> None:
    try:
        _phase_end(phase_id)
    except Exception as exc:  # noqa: BLE001 - never mask the user's result
        _hook_failed(family, exc)


def make_autograd_backward(original: Callable[..., Any]) -> Callable[..., Any]:
    """Wraps torch.autograd.backward (what ``loss.backward()`` calls).

    The backward phase runs from the call to its return: all gradient
    computation, including the final callbacks of the autograd engine where
    DDP waits for its gradient all-reduce. We do not hook the graph: a Python
    hook on a grad_fn (or tensor) costs ~9 µs per backward on CPU, twice the
    whole per-step budget; this wrapper costs one Python call.
    """

    def backward(*args: Any, **kwargs: Any) -> Any:
        if _live and _bw_ok:
            try:
                _phase_begin(PHASE_BACKWARD)
            except Exception as exc:  # noqa: BLE001 - hooks never raise
                _hook_failed("backward", exc)
                return original(*args, **kwargs)
            try:
                return original(*args, **kwargs)
            finally:
                try:  # _end_phase_quietly, inlined (hot path)
                    _phase_end(PHASE_BACKWARD)
                except Exception as exc:  # noqa: BLE001 - never mask the result
                    _hook_failed("backward", exc)
        return original(*args, **kwargs)

    functools.update_wrapper(backward, original)
    backward._steplens = True  # type: ignore[attr-defined]
    return backward


def optimizer_pre_hook(optimizer: Any, args: Any, kwargs: Any) -> None:
    if _live and _opt_ok:
        try:
            _phase_begin(PHASE_OPTIMIZER)
        except Exception as exc:  # noqa: BLE001 - hooks never raise
            _hook_failed("optimizer", exc)
    return None


def optimizer_post_hook(optimizer: Any, args: Any, kwargs: Any) -> None:
    if _live and _opt_ok:
        try:
            _phase_end(PHASE_OPTIMIZER)
        except Exception as exc:  # noqa: BLE001 - hooks never raise
            _hook_failed("optimizer", exc)


def make_dataloader_next(original: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """Wraps _BaseDataLoaderIter.__next__: each fetch is a dataloader phase."""

    def __next__(self: Any) -> Any:  # noqa: N807 - it is the dunder it replaces
        if _dl_ok:
            try:
                _phase_begin(PHASE_DATALOADER)
            except Exception as exc:  # noqa: BLE001 - hooks never raise
                _hook_failed("dataloader", exc)
                return original(self)
            try:
                return original(self)
            finally:
                try:  # _end_phase_quietly, inlined (hot path)
                    _phase_end(PHASE_DATALOADER)
                except Exception as exc:  # noqa: BLE001 - never mask the result
                    _hook_failed("dataloader", exc)
        return original(self)

    __next__.__wrapped__ = original  # type: ignore[attr-defined]
    __next__._steplens = True  # type: ignore[attr-defined]
    return __next__


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


def sync_arrival_hook(state, bucket):  # type: ignore[no-untyped-def]
    """DDP communication hook: timestamps the bucket, then all-reduces it.

    DDP calls it (on the autograd thread) as each gradient bucket becomes
    ready; the recorder keeps the first and the latest such time of the step
    and counts buckets (recorder.h, SyncArrival). The latest is the rank's
    arrival at gradient synchronisation (DESIGN.md §4). The timestamp is the
    host's CLOCK_MONOTONIC. On CUDA the bucket is "ready" when autograd has
    *queued* its last gradient kernel, so a rank whose GPU runs behind its
    host reads as early; a CUDA event recorded here (and resolved after the
    step) is the precise form — not done yet: it needs a GPU to verify.
    Our part never raises into training: a failure is counted and switches
    the timestamp off; the all-reduce (or the user's hook) always runs.
    The parameter must be called ``bucket`` and it and the result carry no
    annotation: DDP inspects the signature and, with postponed annotations,
    would see the strings "Any" and refuse the hook.
    """
    if _sync_ok:
        try:
            _sync_arrival()
        except Exception as exc:  # noqa: BLE001 - hooks never raise
            _hook_failed("sync", exc)
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
        if not _started:
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

    def __exit__(self, exc_type: object, exc: object, tb: object) -> bool:
        pid = self.phase_id
        if pid is not None and pid >= 0:
            _end_phase_quietly(pid, "trace_time")
        return False

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
def log(**scalars: Any) -> None:
    """Attaches scalars (loss, grad norm, ...) to the current step.

    Values are converted with ``float()``: a one-element tensor works (on CUDA
    that reads the value back, which synchronises). Values that cannot be
    converted are dropped with a warning; logging never raises. Up to 8
    scalars per step are kept (the recorder counts the rest as dropped).
    Call it inside the ``trace_step`` block: outside a step there is no step
    to attach to, and the values are dropped with a one-time warning.
    """
    if not _depth:
        warn_once(
            "log:outside",
            "steplens.log() outside a trace_step block is ignored; "
            "call it inside the block of the step the values belong to",
        )
        return
    for name, value in scalars.items():
        sid = _scalar_ids.get(name)
        if sid is None:
            if not _started:
                return
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
    global _started, _depth, _live, _fwd_ok, _bw_ok, _opt_ok, _mem_ok, _dl_ok
    global _cuda_memory, _last_ctx, _registered_model, _sync_ok, _sync_status
    _unbind()
    _sync_ok = True
    _sync_status = None
    _started = False
    _depth = 0
    _live = False
    _fwd_ok = _bw_ok = _opt_ok = _mem_ok = _dl_ok = True
    _cuda_memory = False
    _last_ctx = None
    _registered_model = None
    _scalar_ids.clear()
    _regions.clear()
    hook_errors.clear()
    _warned.clear()


__all__ = ["log", "trace_step", "trace_time"]
