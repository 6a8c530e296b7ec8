"""Installs the torch hooks whose bodies live in steplens._trace.

Contract
- Imports torch; called only from trace_step/init, never at ``import steplens``.
- Process-wide hooks are installed once: the global optimizer step pre/post
  hooks, the wrapper of ``torch.autograd.backward`` (what ``loss.backward()``
  calls) and the patch of ``_BaseDataLoaderIter.__next__`` (every DataLoader
  iterator, created before or after, single- or multi-process).
- The hooks themselves are C++ (``steplens._core``, python/bindings/
  hot_path.h): ``TimedCall`` wrappers and the optimizer hook functions; this
  module only puts them in place.
- Each model is wrapped once: its instance-level ``forward`` becomes a
  ``TimedCall(previous, "forward")``. Not module forward pre/post hooks: any
  module hook sends torch's ``Module._call_impl`` down its slow path, which
  measured 6-8 µs per training step on a small CPU loop. ``uninstall``
  restores it.
- Sync arrival (DESIGN.md §4): a DistributedDataParallel model gets the
  communication hook ``_trace.sync_arrival_hook`` (timestamp each bucket, then
  DDP's default all-reduce). DDP accepts one comm hook per model, so
  ``DistributedDataParallel.register_comm_hook`` and
  ``_register_builtin_comm_hook`` are wrapped (``patch_ddp``: at
  ``import steplens`` when torch is loaded, else when the recorder starts): a
  user's hook registered later is chained behind our timestamp instead of
  being refused. A user hook registered before that patch (``_comm_hooks``
  not empty), or a registration DDP refuses, leaves the model unhooked; the
  reason is reported (``_trace.report_sync_hook``) and the aggregator falls
  back to durations. A registered comm hook cannot be removed from DDP's
  reducer: ``uninstall`` restores the class methods and leaves installed hooks
  in place (they only timestamp while a recorder is bound).
- ``STEPLENS_SYNC_HOOK=0`` in the environment turns the sync-arrival hook off
  (DDP keeps its C++ built-in all-reduce; reported as not installed).
- Deep mode's module hooks live in steplens._deep (``install_deep`` /
  ``remove_deep``, called by ``_trace._deep_hooks``); ``uninstall`` removes
  them too.
- ``uninstall`` undoes everything else (tests, and ``steplens.shutdown``).
"""

from __future__ import annotations

import functools
import os
import sys
import weakref
from typing import Any

from steplens import _deep, _trace

_global_handles: list[Any] = []
_NO_INSTANCE_FORWARD = object()
# model -> its instance-level forward before wrapping (or _NO_INSTANCE_FORWARD)
_wrapped_models: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()
_dataloader_original: Any = None
_backward_original: Any = None
# DistributedDataParallel methods before patch_ddp (None = not patched).
_ddp_register_original: Any = None
_ddp_builtin_original: Any = None
# DDP model -> the state of the steplens comm hook registered on it.
_hooked_ddp: weakref.WeakKeyDictionary[Any, _trace.SyncArrivalState] = weakref.WeakKeyDictionary()


def install_globals() -> None:
    """Binds torch objects into the hot path and installs process-wide hooks."""
    import torch
    from torch.optim.optimizer import (
        register_optimizer_step_post_hook,
        register_optimizer_step_pre_hook,
    )

    hot = _trace._hot
    global _backward_original
    if _backward_original is None and not isinstance(torch.autograd.backward, hot.TimedCall):
        _backward_original = torch.autograd.backward
        torch.autograd.backward = hot.TimedCall(_backward_original, "backward")
    if not _global_handles:
        _global_handles.append(register_optimizer_step_pre_hook(hot.optimizer_pre_hook))
        _global_handles.append(register_optimizer_step_post_hook(hot.optimizer_post_hook))
    if os.environ.get("STEPLENS_AUTO_LOSS", "1").strip() == "0":
        hot.hot_set(auto_loss=False)  # no loss read from backward() (~1 µs per step)
    patch_dataloader()
    patch_ddp()
    from steplens import _collectives

    _collectives.install()
    if torch.cuda.is_initialized():  # cheap; is_available() may probe the driver
        _trace._enable_cuda_memory(torch.cuda)
    elif os.environ.get("STEPLENS_TEST_DEVICE", "") == "sim":
        _trace.enable_device("sim")  # tests: the simulated device (DESIGN.md §7)


def patch_dataloader() -> None:
    global _dataloader_original
    hot = _trace._hot
    if _dataloader_original is not None or hot is None:
        return
    import torch
    from torch.utils.data import dataloader

    hot.hot_set(tensor_type=torch.Tensor)  # DataLoader batches give the step's samples
    base = dataloader._BaseDataLoaderIter
    original = base.__next__
    if isinstance(original, hot.TimedCall):
        return
    _dataloader_original = original
    base.__next__ = hot.TimedCall(original, "dataloader")


SYNC_HOOK_ENV = "STEPLENS_SYNC_HOOK"


def _sync_hook_enabled() -> bool:
    return os.environ.get(SYNC_HOOK_ENV, "1").strip() != "0"


def _bind_allreduce() -> None:
    if _trace._allreduce_hook is None:
        from torch.distributed.algorithms.ddp_comm_hooks import default_hooks

        _trace._allreduce_hook = default_hooks.allreduce_hook


def _install_sync_hook(
    ddp: Any, inner: Any = None, inner_state: Any = None
) -> _trace.SyncArrivalState:
    """Registers the steplens comm hook on ``ddp`` (DDP's own method)."""
    _bind_allreduce()
    state = _trace.SyncArrivalState(ddp.process_group)
    state.inner, state.inner_state = inner, inner_state
    original = _ddp_register_original
    if original is None:
        from torch.nn.parallel import DistributedDataParallel

        original = DistributedDataParallel.register_comm_hook
    hooks_before = len(ddp._comm_hooks)
    try:
        original(ddp, state, _trace.sync_arrival_hook)
    except BaseException:
        del ddp._comm_hooks[hooks_before:]  # DDP appends before it registers
        raise
    _hooked_ddp[ddp] = state
    return state


def _builtin_hook(comm_hook_type: Any) -> Any:
    """The Python equivalent of a DDP built-in comm hook (None: unknown)."""
    import torch.distributed as dist
    from torch.distributed.algorithms.ddp_comm_hooks import default_hooks

    kinds = dist.BuiltinCommHookType
    if comm_hook_type == kinds.ALLREDUCE:
        return default_hooks.allreduce_hook
    if comm_hook_type == kinds.FP16_COMPRESS:
        return default_hooks.fp16_compress_hook
    return None


def patch_ddp(ddp_class: Any = None) -> None:
    """Wraps DDP's comm hook registration so later user hooks are chained
    (``ddp_class``: DistributedDataParallel when torch.nn.parallel is still
    being imported)."""
    global _ddp_register_original, _ddp_builtin_original
    if _ddp_register_original is not None:
        return
    if ddp_class is None:
        from torch.nn.parallel import DistributedDataParallel

        ddp_class = DistributedDataParallel
    DDP = ddp_class

    original = DDP.register_comm_hook
    if getattr(original, "_steplens", False):
        return
    builtin_original = DDP._register_builtin_comm_hook

    def register_comm_hook(self: Any, state: object, hook: Any) -> None:
        holder = _hooked_ddp.get(self)
        if holder is None:
            if (
                self._comm_hooks
                or not _sync_hook_enabled()
                or getattr(self, "_use_python_reducer", False)
            ):  # DDP decides
                return original(self, state, hook)
            self._check_comm_hook(hook)  # DDP's validation, on the user's hook
            _install_sync_hook(self, hook, state)
        else:
            if holder.inner is not None:  # what DDP says on a second hook
                raise RuntimeError(
                    "register_comm_hook or register_builtin_comm_hook can only be called once."
                )
            self._check_comm_hook(hook)
            holder.inner, holder.inner_state = hook, state
        _report_chained(hook)
        return None

    def _register_builtin_comm_hook(self: Any, comm_hook_type: Any) -> None:
        # Replaced by its Python equivalent behind our timestamp (the C++
        # built-in is faster, but DDP takes one hook and ours must come first).
        holder = _hooked_ddp.get(self)
        hook = (
            _builtin_hook(comm_hook_type)
            if _sync_hook_enabled() and not getattr(self, "_use_python_reducer", False)
            else None
        )
        if hook is None or (holder is not None and holder.inner is not None):
            return builtin_original(self, comm_hook_type)
        if holder is None:
            if self._comm_hooks:
                return builtin_original(self, comm_hook_type)
            _install_sync_hook(self, hook, self.process_group)
        else:
            holder.inner, holder.inner_state = hook, self.process_group
        _report_chained(hook)
        return None

    functools.update_wrapper(register_comm_hook, original)
    functools.update_wrapper(_register_builtin_comm_hook, builtin_original)
    register_comm_hook._steplens = True  # type: ignore[attr-defined]
    _ddp_register_original = original
    _ddp_builtin_original = builtin_original
    DDP.register_comm_hook = register_comm_hook
    DDP._register_builtin_comm_hook = _register_builtin_comm_hook


def _report_chained(hook: Any) -> None:
    name = getattr(hook, "__qualname__", type(hook).__name__)
    _trace.report_sync_hook(
        _trace._hot.SYNC_HOOK_INSTALLED, f"user comm hook {name} chained behind it"
    )


def _hook_sync_arrival(model: Any) -> None:
    """Installs the sync-arrival hook on a DDP model, or reports why not."""
    ddp_class = None
    distributed = sys.modules.get("torch.nn.parallel.distributed")
    if distributed is not None:
        ddp_class = distributed.DistributedDataParallel
    if ddp_class is None or not isinstance(model, ddp_class):
        _trace.report_sync_hook(
            _trace._hot.SYNC_HOOK_NOT_INSTALLED,
            f"no DDP model (trace_step got a {type(model).__name__})",
        )
        return
    holder = _hooked_ddp.get(model)
    if holder is None and getattr(model, "_use_python_reducer", False):
        # Compiled-autograd DDP calls comm hooks per parameter with a
        # (grad, param) tuple, not a GradBucket: nothing to timestamp safely.
        _trace.report_sync_hook(
            _trace._hot.SYNC_HOOK_NOT_INSTALLED,
            "DDP uses the Python reducer (compiled autograd)",
        )
        return
    if holder is None and not _sync_hook_enabled():
        _trace.report_sync_hook(
            _trace._hot.SYNC_HOOK_NOT_INSTALLED, f"turned off by {SYNC_HOOK_ENV}=0"
        )
        return
    if holder is not None:
        if holder.inner is not None:
            _report_chained(holder.inner)
        else:
            _trace.report_sync_hook(_trace._hot.SYNC_HOOK_INSTALLED, "")
        return
    if model._comm_hooks:
        names = ", ".join(getattr(h, "__qualname__", "?") for h, _state in model._comm_hooks)
        _trace.report_sync_hook(
            _trace._hot.SYNC_HOOK_NOT_INSTALLED,
            f"user comm hook registered before steplens could wrap it ({names}); "
            "import steplens before registering it to have it chained",
        )
        return
    try:
        _install_sync_hook(model)
    except Exception as exc:  # noqa: BLE001 - e.g. a built-in hook registered
        _trace.report_sync_hook(
            _trace._hot.SYNC_HOOK_NOT_INSTALLED,
            f"DDP refused the comm hook ({type(exc).__name__}: {exc}); a "
            "built-in comm hook registered before steplens?",
        )
        return
    _trace.report_sync_hook(_trace._hot.SYNC_HOOK_INSTALLED, "")


def register_model(model: Any) -> None:
    """Wraps the model's forward, once per model (a DDP wrapper or a module)."""
    if not _global_handles:
        install_globals()
    if model in _wrapped_models:
        return
    _hook_sync_arrival(model)
    current = model.forward
    timed_call = _trace._hot.TimedCall
    if not isinstance(current, timed_call):
        previous = model.__dict__.get("forward", _NO_INSTANCE_FORWARD)
        model.forward = timed_call(current, "forward")
        _wrapped_models[model] = previous
    cuda = sys.modules.get("torch.cuda")
    if cuda is not None and not _trace._hot.hot_state()["cuda_memory"]:
        try:
            on_cuda = any(p.is_cuda for p in model.parameters())
        except Exception:  # noqa: BLE001 - exotic modules: assume CPU
            on_cuda = False
        if on_cuda:
            _trace._enable_cuda_memory(cuda)


def uninstall() -> None:
    global _dataloader_original, _backward_original
    _deep.remove_deep()
    if "steplens._collectives" in sys.modules:
        sys.modules["steplens._collectives"].uninstall()
    global _ddp_register_original, _ddp_builtin_original
    if _ddp_register_original is not None:
        from torch.nn.parallel import DistributedDataParallel as DDP

        DDP.register_comm_hook = _ddp_register_original
        DDP._register_builtin_comm_hook = _ddp_builtin_original
        _ddp_register_original = _ddp_builtin_original = None
    for handle in _global_handles:
        handle.remove()
    _global_handles.clear()
    for model, previous in list(_wrapped_models.items()):
        if previous is _NO_INSTANCE_FORWARD:
            model.__dict__.pop("forward", None)
        else:
            model.forward = previous
    _wrapped_models.clear()
    if _dataloader_original is not None:
        from torch.utils.data import dataloader

        dataloader._BaseDataLoaderIter.__next__ = _dataloader_original
        _dataloader_original = None
    if _backward_original is not None:
        import torch

        torch.autograd.backward = _backward_original
        _backward_original = None
