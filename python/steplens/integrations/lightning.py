"""Lightning (2.x) integration.

    from steplens.integrations.lightning import StepLensCallback
    trainer = lightning.pytorch.Trainer(..., callbacks=[StepLensCallback()])

Contract
- One steplens step = one optimizer update: the step opens at
  ``on_train_batch_start`` of the first batch after an update and closes at
  the ``on_train_batch_end`` where ``trainer.global_step`` has advanced (the
  optimizer stepped). With ``accumulate_grad_batches=k`` the k batches are
  inside one step.
- Validation (and test/predict loops run from ``fit``) happen between
  steps; dataloader and collective timing are paused from
  ``on_validation_start`` to ``on_validation_end`` so their batch fetches
  and gathers do not count as the next step's ``dataloader`` phase and
  ``comm (before step)``.
- Forward and backward are timed by steplens' automatic hooks on
  ``trainer.strategy.model`` (the DistributedDataParallel wrapper under DDP,
  so gradient-sync arrival is measured), else the LightningModule.
- Optimizer: Lightning runs the update's last training_step and backward
  *inside* ``optimizer.step(closure)``, so torch's optimizer step hooks would
  count them as optimizer time. The callback turns those hooks off for the
  process and times the optimizer itself, from ``on_before_optimizer_step``
  (after the closure) to ``on_train_batch_end`` (optimizer step, zero_grad
  and scheduler).
- Never raises into Lightning: a failure warns once and the callback turns
  itself off; training continues.
"""

from __future__ import annotations

from typing import Any

from lightning.pytorch import Callback

from steplens import _collectives, _trace


class StepLensCallback(Callback):
    """Marks each optimizer update of a Lightning ``Trainer`` as a steplens step."""

    def __init__(self) -> None:
        self._step: Any = None  # the open trace_step context
        self._global_step = -1  # trainer.global_step when it opened
        self._paused = False
        self._comm_paused = False
        self._off = False
        self._in_optimizer = False

    def _failed(self, exc: BaseException) -> None:
        self._off = True
        self._step = None
        _trace.warn_once(
            "lightning-callback",
            f"steplens: the Lightning callback failed ({type(exc).__name__}: {exc}); "
            "steps are no longer recorded, training continues",
        )

    def _close(self) -> None:
        if self._in_optimizer:
            self._in_optimizer = False
            _trace._phase_end(_trace._hot.PHASE_OPTIMIZER)
        step, self._step = self._step, None
        if step is not None:
            step.__exit__(None, None, None)

    def on_train_batch_start(
        self, trainer: Any, pl_module: Any, batch: Any, batch_idx: int
    ) -> None:
        if self._off or self._step is not None:
            return
        try:
            hot = _trace._hot
            if hot is not None and hot.hot_state().get("optimizer_ok", False):
                hot.hot_set(optimizer_ok=False)  # timed here instead (see contract)
            model = getattr(trainer.strategy, "model", None) or pl_module
            step = _trace.trace_step(model)
            step.__enter__()
            self._step = step
            self._global_step = trainer.global_step
        except Exception as exc:  # noqa: BLE001 - never into Lightning
            self._failed(exc)

    def on_before_optimizer_step(self, trainer: Any, pl_module: Any, optimizer: Any) -> None:
        if self._step is None or self._in_optimizer or _trace._hot is None:
            return  # (no compiled module: recording is off, init said why)
        try:
            _trace._phase_begin(_trace._hot.PHASE_OPTIMIZER)
            self._in_optimizer = True
        except Exception as exc:  # noqa: BLE001
            self._failed(exc)

    def on_train_batch_end(
        self, trainer: Any, pl_module: Any, outputs: Any, batch: Any, batch_idx: int
    ) -> None:
        if self._step is None or trainer.global_step == self._global_step:
            return  # a micro-batch of an update still accumulating
        try:
            self._close()
        except Exception as exc:  # noqa: BLE001
            self._failed(exc)

    def on_train_end(self, trainer: Any, pl_module: Any) -> None:
        try:
            self._close()
        except Exception as exc:  # noqa: BLE001
            self._failed(exc)

    def on_validation_start(self, trainer: Any, pl_module: Any) -> None:
        if not self._comm_paused:  # its gathers are not the next step's wait
            _collectives.pause()
            self._comm_paused = True
        hot = _trace._hot
        if hot is None or self._paused:
            return
        try:
            if hot.hot_state().get("dataloader_ok", False):
                hot.hot_set(dataloader_ok=False)
                self._paused = True
        except Exception:  # noqa: BLE001 - validation runs regardless
            pass

    def on_validation_end(self, trainer: Any, pl_module: Any) -> None:
        if self._comm_paused:
            _collectives.resume()
            self._comm_paused = False
        if not self._paused:
            return
        self._paused = False
        try:
            _trace._hot.hot_set(dataloader_ok=True)
        except Exception:  # noqa: BLE001
            pass


def attach(trainer: Any) -> StepLensCallback:
    """Adds a StepLensCallback to ``trainer`` unless it has one; returns it."""
    for callback in trainer.callbacks:
        if isinstance(callback, StepLensCallback):
            return callback
    callback = StepLensCallback()
    trainer.callbacks.append(callback)
    return callback
