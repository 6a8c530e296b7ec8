"""Collectives between steps are waiting, not input (issue 30, item 7).

A 2-rank gloo DDP loop all-reduces a scalar right after fetching its batch,
before its traced step; rank 1's loader is 40 ms slower. Rank 0 waits for
it in that all-reduce, outside every phase, and both ranks reach the
gradient sync together: the arrival times see no late rank. steplens times
the collective between the steps as the next step's ``comm (before
step)`` and names rank 1 from what it did before it blocked.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_example

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "faults" / "gather_before_step.py"

pytestmark = pytest.mark.slow


def test_rank_late_at_a_collective_before_the_step_is_an_input_straggler(
    cli: str, tmp_path: Path
) -> None:
    summary = run_example(
        cli, tmp_path / "run", EXAMPLE, "--steps", "40", "--hidden", "64", "--delay-ms", "40"
    )
    step = summary["diagnosis"]["step_time"]
    assert step["label"] == "INPUT STRAGGLER", step
    assert step["rank"] == 1, step
    evidence = step["evidence"]
    assert evidence["attribution"] == "before_step", evidence
    # Rank 1's lateness (its 40 ms sleep) is what rank 0 waited before the
    # step; the margins leave room for a loaded host.
    assert 25 <= evidence["lateness_ms"] <= 80, evidence
    assert evidence["dataloader_excess_ms"] >= 25, evidence
    before = summary["step_time"]["phases"]["comm (before step)"]
    assert before["worst_rank"] == 0, before  # the rank that waited, not the culprit
    assert before["median_ms"] is not None and before["median_ms"] > 0, before
