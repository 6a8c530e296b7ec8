"""Deep mode names the layer in a user's own all-reduce loop (no DDP
wrapper; real 2-rank gloo, DESIGN.md §8): allreduce_layer_job.py under
``steplens run --deep=every``, ``blocks.1`` sleeping in its forward on
rank 1 → COMPUTE STRAGGLER rank 1 in forward, the evidence's ``layer``
``blocks.1``; the module figures are named as ``named_modules()`` names
them on the model itself.

    pytest -m slow python/tests/integration/test_deep_allreduce.py
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_example

pytest.importorskip("torch")

JOB = Path(__file__).resolve().parent / "allreduce_layer_job.py"
STEPS = 30
FORWARD_MS = 20.0

pytestmark = pytest.mark.slow


def test_a_hand_written_all_reduce_loop_names_the_slow_block(cli: str, tmp_path: Path) -> None:
    summary = run_example(
        cli,
        tmp_path / "run",
        JOB,
        str(STEPS),
        str(FORWARD_MS),
        run_flags=("--deep=every",),
    )
    verdict = summary["diagnosis"]["step_time"]
    assert (verdict["label"], verdict["rank"], verdict["phase"]) == (
        "COMPUTE STRAGGLER",
        1,
        "forward",
    ), verdict
    assert verdict["evidence"]["layer"] == "blocks.1", verdict["evidence"]
    # Sleeps only add: most of the injected delay, on a loaded host too.
    assert verdict["evidence"]["layer_excess_ms"] >= 0.8 * FORWARD_MS, verdict["evidence"]
    modules = {m["name"]: m for m in summary["layers"]["modules"]}
    assert {"embed", "blocks", "blocks.1", "blocks.0.mlp", "head"} <= modules.keys(), modules.keys()
    assert modules["blocks.1"]["forward"]["worst_rank"] == 1
