"""Installs the torch hooks whose bodies live in steplens._trace.

Contract
- Imports torch; called only from trace_step/init, never at ``import steplens``.
- Process-wide hooks are installed once: the global optimizer step pre/post
  hooks, the wrapper of ``torch.autograd.backward`` (what ``loss.backward()``
  calls) and the patch of ``_BaseDataLoaderIter.__next__`` (every DataLoader
  iterator, created before or after, single- or multi-process).
- Model hooks are registered once per model (root forward pre/post hooks).
- ``uninstall`` undoes everything (tests, and ``steplens.shutdown``).
"""

from __future__ import annotations

import sys
import weakref
from typing import Any

from steplens import _trace

_global_handles: list[Any] = []
_model_handles: weakref.WeakKeyDictionary[Any, tuple[Any, Any]] = (
    weakref.WeakKeyDictionary()
)
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
    """Root-module forward hooks, once per model (a DDP wrapper or a module)."""
    if not _global_handles:
        install_globals()
    if model in _model_handles:
        return
    pre = model.register_forward_pre_hook(_trace.forward_pre_hook)
    post = model.register_forward_hook(_trace.forward_hook)
    _model_handles[model] = (pre, post)
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
    for pre, post in list(_model_handles.values()):
        pre.remove()
        post.remove()
    _model_handles.clear()
    if _dataloader_original is not None:
        from torch.utils.data import dataloader

        dataloader._BaseDataLoaderIter.__next__ = _dataloader_original
        _dataloader_original = None
    if _backward_original is not None:
        import torch

        torch.autograd.backward = _backward_original
        _backward_original = None
