"""Hugging Face ``transformers.Trainer`` integration.

    from steplens.integrations.hf import StepLensCallback
    trainer = Trainer(..., callbacks=[StepLensCallback()])

Contract
- One steplens step = one optimizer update: the step opens at the Trainer's
  ``on_step_begin`` (before the first micro-batch of a gradient-accumulation
  cycle) and closes at ``on_step_end`` (after the optimizer step, before
  logging, evaluation and checkpointing). Micro-batches are inside their
  step; evaluation, prediction and saving run between steps, so they are
  time between steps, never a step and never a straggler.
- Forward, backward and optimizer are timed by steplens' automatic hooks
  (``trace_step(model)``) on the model the Trainer trains: its
  DistributedDataParallel wrapper when the Trainer has one (so gradient-sync
  arrival is measured), else the model.
- The trainer, when known (``StepLensCallback(trainer)``, or attached by
  ``steplens run``), gives the wrapped model; without it the callback uses
  the unwrapped model the Trainer passes to callbacks, and steplens falls back
  to phase durations for straggler attribution.
- Evaluation and prediction fetch batches and gather results between steps;
  steplens would add that fetch time to the next step's dataloader phase and
  those gathers to its ``comm (before step)``. A callback that knows its
  trainer pauses dataloader and collective timing during ``trainer.evaluate``
  and ``trainer.predict`` (instance-level wrappers, set by ``attach``).
- Never raises into the Trainer: a failure warns once and the callback turns
  itself off; training continues.
"""

from __future__ import annotations

import functools
from typing import Any

from transformers import TrainerCallback

from steplens import _collectives, _trace


class StepLensCallback(TrainerCallback):
    """Marks each optimizer update of a ``transformers.Trainer`` as a steplens step."""

    def __init__(self, trainer: Any = None) -> None:
        self.trainer = trainer
        if trainer is not None:
            _pause_dataloader_in_evaluation(trainer)
        self._step: Any = None  # the open trace_step context
        self._off = False

    def _model(self, fallback: Any) -> Any:
        trainer = self.trainer
        if trainer is not None:
            wrapped = getattr(trainer, "model_wrapped", None)
            if wrapped is not None:
                return wrapped
        return fallback

    def _failed(self, exc: BaseException) -> None:
        self._off = True
        self._step = None
        _trace.warn_once(
            "hf-callback",
            f"steplens: the Hugging Face callback failed ({type(exc).__name__}: {exc}); "
            "steps are no longer recorded, training continues",
        )

    def on_step_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        if self._off or self._step is not None:
            return
        try:
            step = _trace.trace_step(self._model(kwargs.get("model")))
            step.__enter__()
            self._step = step
        except Exception as exc:  # noqa: BLE001 - never into the Trainer
            self._failed(exc)

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        step, self._step = self._step, None
        if step is None:
            return
        try:
            step.__exit__(None, None, None)
        except Exception as exc:  # noqa: BLE001 - never into the Trainer
            self._failed(exc)

    def on_train_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        # A step left open (an interrupted update) is closed, not leaked.
        self.on_step_end(args, state, control, **kwargs)


def _without_dataloader_timing(method: Any) -> Any:
    """``method`` with steplens' dataloader and collective timing paused while
    it runs (an evaluation's fetches and gathers are not the next step's)."""

    @functools.wraps(method)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        hot = _trace._hot
        _collectives.pause()
        was_on = False
        if hot is not None:
            try:
                was_on = bool(hot.hot_state().get("dataloader_ok", False))
                if was_on:
                    hot.hot_set(dataloader_ok=False)
            except Exception:  # noqa: BLE001 - evaluation runs regardless
                was_on = False
        try:
            return method(*args, **kwargs)
        finally:
            _collectives.resume()
            if was_on:
                try:
                    hot.hot_set(dataloader_ok=True)
                except Exception:  # noqa: BLE001
                    pass

    wrapper.__steplens_paused__ = True  # type: ignore[attr-defined]
    return wrapper


def _pause_dataloader_in_evaluation(trainer: Any) -> None:
    for name in ("evaluate", "predict"):
        method = getattr(trainer, name, None)
        if method is not None and not getattr(method, "__steplens_paused__", False):
            setattr(trainer, name, _without_dataloader_timing(method))


def attach(trainer: Any) -> StepLensCallback:
    """Adds a StepLensCallback to ``trainer`` unless it has one; returns it.

    An existing one without a trainer is given this one (``steplens run``
    attaching to a Trainer the user gave a bare callback).
    """
    _pause_dataloader_in_evaluation(trainer)
    accelerator = getattr(trainer, "accelerator", None)
    if accelerator is not None:
        accelerator._steplens_owned = True  # the Accelerate integration stays out
    for callback in trainer.callback_handler.callbacks:
        if isinstance(callback, StepLensCallback):
            if callback.trainer is None:
                callback.trainer = trainer
            return callback
    callback = StepLensCallback(trainer)
    trainer.add_callback(callback)
    return callback
