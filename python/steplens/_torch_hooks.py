"""Installs the torch hooks whose bodies live in steplens._trace.

Contract
- Imports torch; called only from trace_step/init, never at ``import steplens``.
- Process-wide hooks are installed once: the global optimizer step pre/post
  hooks, the wrapper of ``torch.autograd.backward`` (what ``loss.backward()``
  calls) and the patch of ``_BaseDataLoaderIter.__next__`` (every DataLoader
  iterator, created before or after, single- or multi-process).
- Each model is wrapped once: its instance-level ``forward`` becomes a
  ``_trace.TimedForward`` around the previous one (see there for why not
  module hooks). ``uninstall`` restores it.
- ``uninstall`` undoes everything (tests, and ``steplens.shutdown``).
"""

from __future__ import annotations

import sys
import weakref
from typing import Any

from steplens import _trace

_global_handles: list[Any] = []
_NO_INSTANCE_FORWARD = object()
# model -> its instance-level forward before wrapping (or _NO_INSTANCE_FORWARD)
_wrapped_models: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()
_dataloader_original: Any = None
_backward_original: Any = None


def install_globals() -> None:
    """Binds torch objects into the hot path and installs process-wide hooks."""
    import torch
    from torch.optim.optimizer import (
        register_optimizer_step_post_hook,
        register_optimizer_step_pre_hook,
    )

    global _backward_original
    if _backward_original is None and not getattr(
        torch.autograd.backward, "_steplens", False
    ):
        _backward_original = torch.autograd.backward
        torch.autograd.backward = _trace.make_autograd_backward(_backward_original)
    if not _global_handles:
        _global_handles.append(register_optimizer_step_pre_hook(_trace.optimizer_pre_hook))
        _global_handles.append(
            register_optimizer_step_post_hook(_trace.optimizer_post_hook)
        )
    patch_dataloader()
    if torch.cuda.is_initialized():  # cheap; is_available() may probe the driver
        _trace._enable_cuda_memory(torch.cuda)


def patch_dataloader() -> None:
    global _dataloader_original
    if _dataloader_original is not None:
        return
    from torch.utils.data import dataloader

    base = dataloader._BaseDataLoaderIter
    original = base.__next__
    if getattr(original, "_steplens", False):
        return
    _dataloader_original = original
    base.__next__ = _trace.make_dataloader_next(original)


def register_model(model: Any) -> None:
    """Wraps the model's forward, once per model (a DDP wrapper or a module)."""
    if not _global_handles:
        install_globals()
    if model in _wrapped_models:
        return
    current = model.forward
    if not isinstance(current, _trace.TimedForward):
        previous = model.__dict__.get("forward", _NO_INSTANCE_FORWARD)
        model.forward = _trace.TimedForward(current)
        _wrapped_models[model] = previous
    cuda = sys.modules.get("torch.cuda")
    if cuda is not None and not _trace._cuda_memory:
        try:
            on_cuda = any(p.is_cuda for p in model.parameters())
        except Exception:  # noqa: BLE001 - exotic modules: assume CPU
            on_cuda = False
        if on_cuda:
            _trace._enable_cuda_memory(cuda)


def uninstall() -> None:
    global _dataloader_original, _backward_original
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
