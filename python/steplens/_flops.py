"""Model FLOPs of one training step, counted once, for MFU.

Contract
- ``begin(model)`` runs when the first model is registered (inside the first
  ``trace_step(model)`` block's ``__enter__``): it enters torch's
  ``FlopCounterMode`` for that one step and asks the C++ hot path to call
  ``_trace._end_flop_count`` (→ ``end``) at the step's end. Once per process;
  ``STEPLENS_FLOPS=0`` turns it off. The counted step runs slower (torch
  dispatches every operator through Python in the mode): it is the first
  step, already a warm-up outlier. A torch.compile'd model is not counted
  (the mode would run it eagerly): a one-time warning says to log ``flops``.
- ``end()`` leaves the mode and returns the two scalars ``_trace`` logs on
  that step: ``flops``
  (what ran: forward, backward and optimizer FLOPs on this rank) and, when
  known, ``peak_flops`` (FLOP/s of this rank's device): the user's
  ``STEPLENS_PEAK_TFLOPS`` / ``steplens.init(peak_tflops=...)`` /
  ``steplens run --peak-tflops``, else the C++ table
  (``_core.peak_tflops``) for the CUDA device the model's parameters are
  on, in their dtype (fp32 counts as tf32 when torch allows TF32 matmuls).
  A user's own ``steplens.log(flops=...)`` wins: it is the later value.
- The aggregator divides (MFU = flops × steps/s ÷ peak); nothing here
  computes a rate. Fails open: any error warns once and counts nothing.
- Imports nothing of ``_trace`` (``_trace`` calls in; the hot path is reached
  through ``_core`` directly): no import circle.
"""

from __future__ import annotations

import os
from typing import Any

from steplens._warn import warn_once

try:
    from steplens import _core as _hot
except ImportError:  # a broken install: nothing is counted
    _hot = None  # type: ignore[assignment]

FLOPS_ENV = "STEPLENS_FLOPS"
PEAK_ENV = "STEPLENS_PEAK_TFLOPS"

_state: dict[str, Any] = {"done": False, "mode": None, "peak": None}
user_peak_tflops: float | None = None  # steplens.init(peak_tflops=...)


def _peak_flops(model: Any) -> float | None:
    """FLOP/s of this rank's device, or None when unknown."""
    given = user_peak_tflops
    if given is None:
        text = os.environ.get(PEAK_ENV, "").strip()
        if text:
            try:
                given = float(text)
            except ValueError:
                warn_once("peak", f"steplens: {PEAK_ENV}={text!r} is not a number; ignored")
    if given is not None and given > 0:
        return given * 1e12
    import torch

    param = next(iter(model.parameters()), None)
    if param is None or param.device.type != "cuda" or _hot is None:
        return None
    dtype = {torch.bfloat16: "bf16", torch.float16: "fp16"}.get(param.dtype)
    if dtype is None and param.dtype == torch.float32:
        dtype = "tf32" if torch.backends.cuda.matmul.allow_tf32 else "fp32"
    if dtype is None:
        return None
    tflops = _hot.peak_tflops(torch.cuda.get_device_name(param.device), dtype)
    return None if tflops is None else tflops * 1e12


def begin(model: Any) -> None:
    if _state["done"] or _hot is None:
        return
    _state["done"] = True
    if os.environ.get(FLOPS_ENV, "1").strip() == "0":
        return
    if hasattr(model, "_orig_mod"):  # torch.compile'd: the mode would run it eagerly, and warn
        warn_once(
            "flops",
            "steplens: model FLOPs are not counted for a torch.compile'd model; "
            "give them with steplens.log(flops=n) for MFU",
        )
        return
    try:
        from torch.utils.flop_counter import FlopCounterMode

        _state["peak"] = _peak_flops(model)
        mode = FlopCounterMode(display=False)
        mode.__enter__()
    except Exception as exc:  # noqa: BLE001 - fail open
        warn_once("flops", f"steplens: model FLOPs not counted ({exc}); no MFU")
        return
    _state["mode"] = mode
    _hot.hot_set(flops_pending=True)


def _reset_for_tests() -> None:
    global user_peak_tflops
    mode, _state["mode"] = _state["mode"], None
    if mode is not None:
        mode.__exit__(None, None, None)
    _state.update(done=False, peak=None)
    user_peak_tflops = None


def end() -> dict[str, float]:
    """Leaves the mode; the scalars to log on this step (none on failure)."""
    mode, _state["mode"] = _state["mode"], None
    scalars: dict[str, float] = {}
    if mode is None:
        return scalars
    try:
        mode.__exit__(None, None, None)
        total = float(mode.get_total_flops())
    except Exception as exc:  # noqa: BLE001 - fail open
        warn_once("flops", f"steplens: model FLOPs not counted ({exc}); no MFU")
        return scalars
    if total > 0:
        scalars["flops"] = total
    if _state["peak"] is not None:
        scalars["peak_flops"] = _state["peak"]
    return scalars
