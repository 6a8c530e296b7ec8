"""Shared pieces for the fault examples in this directory.

They train exactly like ../ddp_minimal.py — its ``train`` loop takes the
places a fault plugs into (dataset, model, optimizer hook, end of the traced
step) — and add two flags, ``--slow-rank`` and ``--delay-ms``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # examples/
from ddp_minimal import (  # noqa: E402
    FEATURES,
    RegressionDataset,
    build_parser,
    mlp,
    train,
)

__all__ = ["FEATURES", "RegressionDataset", "fault_parser", "mlp", "train"]


def fault_parser(doc: str | None, delay_ms: float) -> argparse.ArgumentParser:
    """ddp_minimal's flags plus --slow-rank and --delay-ms."""
    parser = build_parser((doc or "").splitlines()[0])
    parser.add_argument("--slow-rank", type=int, default=1, help="the rank the fault is on")
    parser.add_argument("--delay-ms", type=float, default=delay_ms)
    return parser
