"""Collectives beyond DDP: time blocked in torch.distributed collectives.

Contract
- ``install()`` wraps the collective functions of the ``torch.distributed``
  namespace (``_WRAPPED`` that exist in this torch) and ``Work.wait``; FSDP
  (``dist.all_gather_single`` ...) and user code call them through that
  namespace, so both are seen. ``uninstall()`` restores the originals.
  ``STEPLENS_COLLECTIVES=0`` in the environment leaves torch untouched.
- Per call one C call before and one after (``_hot.hot_collective_begin`` /
  ``hot_collective_end``, which never raise): a blocking call is timed from
  entry to return, an ``async_op=True`` call is only counted (issued) and its
  ``Work.wait()`` is timed instead. The recorder (C++) adds the blocked time
  of a step to the ``comm`` regions (base/metrics.h kCommNames) and counts
  every call in the collective sequence number its heartbeats carry. The
  time is what this rank waited: the late rank of a collective waits least,
  which is how the aggregator names it without arrival times (and without
  comparing clocks across hosts).
- Kinds: each wrapped function has a collective kind (``_KIND_OF``, named
  by ``steplens._core.COMM_KINDS``, base/metrics.h kCommKinds) passed in
  its begin call (a precomputed constant: no work per call); an async call
  gives its returned Work to ``hot_collective_issued`` (keyed by the
  object's address in a fixed table, no reference kept), so its
  ``Work.wait()`` (``hot_collective_wait(work)``) has the call's kind; a
  wait on work not issued through a wrapper (isend/irecv) is ``p2p``. The
  recorder splits the blocked time by kind (``comm: <kind>`` regions) and
  counts the time from an async call to its wait as overlapped
  (``comm (overlap)``, at most that). The hot calls return True while the
  recorder lacks a name they need (a kind's first use): we then call
  ``enable_collective_timing`` once more, off the recorder's hot path.
- Point-to-point: the blocking ``send``/``recv`` are wrapped like the
  collectives; ``isend``/``irecv``/``batch_isend_irecv`` are not (torch's
  ``P2POp`` accepts only the original ``isend``/``irecv`` objects), but the
  ``Work.wait()`` on what they return is timed, which is where a pipeline
  stage blocks for its neighbour (its bubble). They are not counted in the
  collective sequence number (ranks of a pipeline issue different numbers
  of point-to-point calls anyway).
- A step without collectives runs none of this code: nothing is hooked into
  the step itself.
- The comm regions are turned on (names interned) on the first blocking call
  or wait inside a step or after the first step, so a job whose only
  collectives are DDP's asynchronous bucket all-reduces, or a barrier before
  the loop, has no comm lines (DDP's time is inside its backward, timed by
  the arrival hook). A collective between two steps (the Hugging Face
  Trainer's token count while it fetches the next batches) is the next
  step's wait: the recorder adds it to that step's ``comm (before step)``.
- ``pause()`` / ``resume()`` (nested, training thread): while paused, a
  blocking call is only counted and a wait is not timed — work between steps
  that is not training (the Hugging Face integration pauses during
  ``Trainer.evaluate``/``predict``, as it pauses dataloader timing), whose
  waits must not land in the next step.
- Never raises into training: our part is two C calls; the collective's own
  exceptions pass through unchanged.
"""

from __future__ import annotations

import functools
import inspect
import os

from steplens import _trace

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

# torch.distributed functions that synchronise ranks (blocking unless
# async_op=True). Object collectives are left out: they call these inside
# torch.distributed_c10d (not through the namespace) and pickle on the host.
_WRAPPED = (
    "all_reduce",
    "all_gather",
    "all_gather_into_tensor",
    "all_gather_single",
    "reduce_scatter",
    "reduce_scatter_tensor",
    "reduce_scatter_single",
    "all_to_all",
    "all_to_all_single",
    "broadcast",
    "reduce",
    "gather",
    "scatter",
    "barrier",
    "send",
    "recv",
)
_BLOCKING, _WAIT, _ISSUE_ONLY = 1, 0, 2  # hot_collective_begin's kinds (hot_path.cc)
_KIND_SHIFT = 2  # hot_collective_begin: kind | (collective kind + 1) << 2
# Each wrapped function's collective kind (a name of _core.COMM_KINDS).
_KIND_OF = {
    "all_reduce": "all_reduce",
    "all_gather": "all_gather",
    "all_gather_into_tensor": "all_gather",
    "all_gather_single": "all_gather",
    "reduce_scatter": "reduce_scatter",
    "reduce_scatter_tensor": "reduce_scatter",
    "reduce_scatter_single": "reduce_scatter",
    "all_to_all": "all_to_all",
    "all_to_all_single": "all_to_all",
    "broadcast": "broadcast",
    "reduce": "reduce/gather/scatter",
    "gather": "reduce/gather/scatter",
    "scatter": "reduce/gather/scatter",
    "barrier": "barrier",
    "send": "p2p",
    "recv": "p2p",
}

_originals: dict[str, Callable[..., Any]] = {}
_wait_original: Callable[..., Any] | None = None
_timing_on = False
_paused = 0  # pause() depth: counted, not timed


def pause() -> None:
    """Collectives from here to resume() are counted, not timed."""
    global _paused
    _paused += 1


def resume() -> None:
    global _paused
    _paused = max(0, _paused - 1)


def enabled() -> bool:
    return os.environ.get("STEPLENS_COLLECTIVES", "1").strip() != "0"


def _turn_timing_on() -> None:
    """Asks the recorder to time collectives; it says no before the first
    step (asked again at the next blocking call), so a barrier before the
    loop leaves no empty comm lines."""
    global _timing_on
    core = _trace._core_for_collectives()
    if core is None:
        return
    try:
        _timing_on = bool(core.enable_collective_timing())
    except Exception:  # noqa: BLE001 - fail open: the sequence number still counts
        _timing_on = True  # do not ask again on every call


def _async_index(fn: Callable[..., Any]) -> int:
    """Position of ``async_op`` among fn's positional parameters, -1 if none."""
    try:
        names = list(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        return -1
    return names.index("async_op") if "async_op" in names else -1


def _kind_code(name: str) -> int:
    """The collective kind of torch.distributed.<name> + 1 (0: none)."""
    kinds = getattr(_trace._hot, "COMM_KINDS", ())
    kind = _KIND_OF.get(name)
    return kinds.index(kind) + 1 if kind in kinds else 0


def _wrap(fn: Callable[..., Any], name: str = "") -> Callable[..., Any]:
    hot = _trace._hot
    begin, end = hot.hot_collective_begin, hot.hot_collective_end
    issued = hot.hot_collective_issued
    at = _async_index(fn)
    kind = _kind_code(name)
    blocking = _BLOCKING | kind << _KIND_SHIFT

    @functools.wraps(fn)
    def collective(*args: Any, **kwargs: Any) -> Any:
        if _paused or kwargs.get("async_op") or (0 <= at < len(args) and args[at]):
            begin(_ISSUE_ONLY)
            work = fn(*args, **kwargs)
            if not _paused and work is not None and issued(kind, work):
                _turn_timing_on()
            return work
        if not _timing_on:
            _turn_timing_on()
        if begin(blocking):
            _turn_timing_on()
        try:
            return fn(*args, **kwargs)
        finally:
            end()

    collective.__steplens_original__ = fn  # type: ignore[attr-defined]
    return collective


def _wrap_wait(wait: Callable[..., Any]) -> Callable[..., Any]:
    hot = _trace._hot
    begin, end = hot.hot_collective_wait, hot.hot_collective_end

    @functools.wraps(wait)
    def timed_wait(self: Any, *args: Any, **kwargs: Any) -> Any:
        if _paused:
            return wait(self, *args, **kwargs)
        if not _timing_on:
            _turn_timing_on()
        if begin(self):
            _turn_timing_on()
        try:
            return wait(self, *args, **kwargs)
        finally:
            end()

    timed_wait.__steplens_original__ = wait  # type: ignore[attr-defined]
    return timed_wait


def install() -> None:
    """Wraps the collectives (idempotent); a no-op without torch.distributed."""
    global _wait_original
    if _originals or _trace._hot is None or not enabled():
        return
    import torch.distributed as dist

    if not dist.is_available():
        return
    for name in _WRAPPED:
        fn = getattr(dist, name, None)
        if fn is None or hasattr(fn, "__steplens_original__"):
            continue
        _originals[name] = fn
        setattr(dist, name, _wrap(fn, name))
    work = getattr(getattr(dist, "distributed_c10d", None), "Work", None)
    if work is not None and _wait_original is None:
        _wait_original = work.wait
        work.wait = _wrap_wait(work.wait)


def reset_timing() -> None:
    """A new recorder was bound: intern the comm names again on first use."""
    global _timing_on
    _timing_on = False


def uninstall() -> None:
    global _wait_original, _timing_on, _paused
    if _originals:
        import torch.distributed as dist

        for name, fn in _originals.items():
            setattr(dist, name, fn)
        _originals.clear()
    if _wait_original is not None:
        import torch.distributed as dist

        dist.distributed_c10d.Work.wait = _wait_original
        _wait_original = None
    _timing_on = False
    _paused = 0
