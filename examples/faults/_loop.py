"""Shared pieces for the fault examples in this directory.

They train exactly like ../ddp_minimal.py — its ``train`` loop takes the
places a fault plugs into (dataset, model, optimizer hook, end of the traced
step) — and add three flags: ``--slow-rank``, ``--delay-ms`` and ``--onset``
(the step the fault starts at; before it the run is healthy, which is how
the time to detect a fault is measured).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # examples/
from ddp_minimal import (  # noqa: E402
    FEATURES,
    RegressionDataset,
    build_parser,
    mlp,
)
from ddp_minimal import train as _train  # noqa: E402

__all__ = [
    "FEATURES",
    "DeviceTime",
    "RegressionDataset",
    "current_step",
    "fault_on",
    "fault_parser",
    "mark_fault",
    "mlp",
    "train",
]

# The step the loop is in (advanced at the end of each traced step) and the
# fault's first step (--onset).
_clock = {"step": 0, "onset": 0}


def current_step() -> int:
    """The step the loop is in (0-based)."""
    return _clock["step"]


def fault_on() -> bool:
    """True from the --onset step on: injections check it each time."""
    return _clock["step"] >= _clock["onset"]


def mark_fault() -> None:
    """Prints when the fault starts (CLOCK_MONOTONIC), for
    bench/diagnosis/failure_detect.py's time to detect."""
    import time

    print(f"steplens-example: fault at monotonic {time.monotonic():.6f}", flush=True)


class DeviceTime(torch.nn.Module):
    """Identity whose forward sleeps ``delay_s`` on every rank: a step whose
    time goes to waiting for accelerator kernels, not to host CPU."""

    def __init__(self, delay_s: float) -> None:
        super().__init__()
        self.delay_s = delay_s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.delay_s > 0:
            time.sleep(self.delay_s)
        return x


def train(args: argparse.Namespace, dataset: Any = None, **kwargs: Any) -> None:
    """ddp_minimal's train, counting steps for fault_on(); ``--device-ms``
    appends a DeviceTime to the model."""
    _clock["onset"] = args.onset
    device_s = getattr(args, "device_ms", 0.0) / 1e3
    if device_s > 0:
        model = kwargs.pop("model", None)
        if model is None:
            model = mlp(args.hidden)
        kwargs["model"] = torch.nn.Sequential(model, DeviceTime(device_s))
    in_step = kwargs.pop("in_step", None)

    def count(step: int) -> None:
        if in_step is not None:
            in_step(step)
        _clock["step"] = step + 1

    _train(args, dataset, in_step=count, **kwargs)


def fault_parser(doc: str | None, delay_ms: float) -> argparse.ArgumentParser:
    """ddp_minimal's flags plus --slow-rank and --delay-ms."""
    parser = build_parser((doc or "").splitlines()[0])
    parser.add_argument("--slow-rank", type=int, default=1, help="the rank the fault is on")
    parser.add_argument("--delay-ms", type=float, default=delay_ms)
    parser.add_argument(
        "--onset", type=int, default=0, help="first step with the fault (default 0: from the start)"
    )
    parser.add_argument(
        "--device-ms",
        type=float,
        default=0.0,
        help="forward sleep per step on every rank (device time: the host CPU stays free)",
    )
    return parser
