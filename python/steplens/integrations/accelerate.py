"""Hugging Face Accelerate loops (``accelerator.prepare``,
``accelerator.backward``, the prepared optimizer's ``step``).

    accelerator = Accelerator(gradient_accumulation_steps=2)
    model, optimizer, loader = accelerator.prepare(model, optimizer, loader)
    steplens.integrations.accelerate.attach(accelerator, model, optimizer)  # or: steplens run

Contract
- One steplens step = one optimizer update. A step opens at the first
  training forward of the prepared model after the previous update (the
  model in training mode with gradients enabled: evaluation forwards under
  ``torch.no_grad()`` or ``model.eval()`` never open one) and closes when the
  prepared optimizer's ``step`` really steps (``sync_gradients``: with
  gradient accumulation, the micro-batches in between are inside the step).
  Scheduler steps and ``zero_grad`` after it are time between steps.
- Forward, backward and optimizer are timed by steplens' automatic hooks on
  the prepared model (its DistributedDataParallel wrapper under DDP: the
  gradient-sync arrival is measured). The step-opening wrapper sits outside
  steplens' forward timer, so the first micro-batch's forward is inside its
  step.
- Only steps it opened are closed here; a step opened by other code (the
  Hugging Face Trainer's callback, the user's own ``trace_step``) is left
  alone. An Accelerator owned by a Hugging Face Trainer is not attached
  (the Trainer's callback marks its steps).
- Limits: batches fetched by an evaluation loop between steps count in the
  next step's ``dataloader`` phase (a plain loop has no evaluation hook).
- Never raises into the training loop: a failure warns once and the
  integration stops marking steps; training continues.
"""

from __future__ import annotations

import functools
import weakref
from typing import Any

from steplens import _trace

# The models and optimizers already attached (never wrapped twice).
_attached: weakref.WeakSet[Any] = weakref.WeakSet()
_state: dict[str, Any] = {"open": None, "off": False}  # the step this module opened


def _failed(exc: BaseException) -> None:
    _state["off"] = True
    _state["open"] = None
    _trace.warn_once(
        "accelerate",
        f"steplens: the Accelerate integration failed ({type(exc).__name__}: {exc}); "
        "steps are no longer recorded, training continues",
    )


def _open_step(model: Any) -> None:
    hot = _trace._hot
    if _state["open"] is not None or _state["off"] or hot is None:
        return
    try:
        if hot.hot_state()["depth"] > 0:
            return  # someone else's step is open
        step = _trace.trace_step(model)
        step.__enter__()
        _state["open"] = step
    except Exception as exc:  # noqa: BLE001 - never into the loop
        _failed(exc)


def _close_step() -> None:
    step = _state["open"]
    if step is None:
        return
    _state["open"] = None
    try:
        step.__exit__(None, None, None)
    except Exception as exc:  # noqa: BLE001
        _failed(exc)


def _wrap_model(model: Any) -> None:
    import torch

    from steplens import _torch_hooks

    _torch_hooks.register_model(model)  # steplens' forward timer first (inner)
    timed_forward = model.forward

    @functools.wraps(timed_forward)
    def forward(*args: Any, **kwargs: Any) -> Any:
        if _state["open"] is None and model.training and torch.is_grad_enabled():
            _open_step(model)
        return timed_forward(*args, **kwargs)

    model.forward = forward


def _wrap_optimizer(optimizer: Any) -> None:
    original_step = optimizer.step

    @functools.wraps(original_step)
    def step(*args: Any, **kwargs: Any) -> Any:
        result = original_step(*args, **kwargs)
        if _state["open"] is not None:
            try:
                stepped = bool(optimizer.gradient_state.sync_gradients)
            except Exception:  # noqa: BLE001 - assume a real step
                stepped = True
            if stepped:
                _close_step()
        return result

    optimizer.step = step


def attach(accelerator: Any, *prepared: Any) -> None:
    """Attaches to the training models and optimizers among ``prepared``."""
    if getattr(accelerator, "_steplens_owned", False):
        return
    import torch
    from accelerate.optimizer import AcceleratedOptimizer

    for obj in prepared:
        if obj in _attached:
            continue
        if isinstance(obj, torch.nn.Module):
            _wrap_model(obj)
            _attached.add(obj)
        elif isinstance(obj, AcceleratedOptimizer):
            _wrap_optimizer(obj)
            _attached.add(obj)
