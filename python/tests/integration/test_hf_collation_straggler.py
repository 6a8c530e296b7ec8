"""The Hugging Face Trainer with slow collation on one rank (issue 30, item 7).

2 gloo ranks, gradient accumulation 2, rank 1's batch collation 40 ms
slower per micro-batch. The Trainer fetches the accumulation window's
batches and all-gathers their token count before the step opens, so rank 0
waits for rank 1 there, outside every phase, and both reach the gradient
sync together. Before steplens timed collectives between steps the verdict
was INPUT-BOUND with no rank; it is INPUT STRAGGLER on rank 1.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_example

pytest.importorskip("torch")
pytest.importorskip("transformers")

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "integrations" / "hf_trainer.py"

pytestmark = pytest.mark.slow


def test_trainer_slow_collation_is_an_input_straggler(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    summary = run_example(
        cli,
        run_dir,
        EXAMPLE,
        "--max-steps",
        "30",
        "--grad-accum",
        "2",
        "--eval-steps",
        "0",
        "--collate-delay-ms",
        "40",
        "--output-dir",
        str(tmp_path / "out"),
    )
    step = summary["diagnosis"]["step_time"]
    assert step["label"] == "INPUT STRAGGLER", step
    assert step["rank"] == 1, step
    assert step["evidence"]["attribution"] == "before_step", step
    # Two micro-batches of 40 ms each per step; wide margins for a loaded host.
    assert step["evidence"]["lateness_ms"] >= 50, step
    before = summary["step_time"]["phases"]["comm (before step)"]
    assert before["worst_rank"] == 0, before
