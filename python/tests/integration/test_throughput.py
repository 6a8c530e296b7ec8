"""Throughput on real 2-rank DDP runs: samples/s equal to what the ranks
themselves measured, and a throughput drop named from the step it began.

The example writes each rank's own step end times (CLOCK_MONOTONIC, taken
by the script after each traced step), so the expected throughput does not
come from steplens: batch x (steps - 1) / (last end - first end), summed
over the ranks.
"""

from __future__ import annotations

import statistics
from pathlib import Path

import pytest
from conftest import run_example

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "faults" / "slowdown.py"
BATCH = 64

pytestmark = pytest.mark.slow


def _own_rate(times_file: Path, ranks: int) -> float:
    total = 0.0
    for r in range(ranks):
        ends = [float(line) for line in Path(f"{times_file}.rank{r}").read_text().split()]
        total += BATCH * (len(ends) - 1) / (ends[-1] - ends[0])
    return total


def test_samples_per_second_match_the_ranks_own_clock(cli: str, tmp_path: Path) -> None:
    times = tmp_path / "times"
    summary = run_example(
        cli, tmp_path / "run", EXAMPLE, "--steps", "150", "--hidden", "64",
        "--batch-size", str(BATCH), "--onset", "100000", "--times-file", str(times),
        run_flags=("--peak-tflops", "0.05"),
    )  # fmt: skip
    run = summary["run"]
    expected = _own_rate(times, 2)
    assert run["samples_per_sec"] == pytest.approx(expected, rel=0.01), (run, expected)
    assert run["tokens_per_sec"] is None  # not given: unknown, not 0
    # Per rank: half the job each (same batch, same steps).
    per_rank = [r["samples_per_sec"] for r in summary["ranks"]]
    assert sum(per_rank) == pytest.approx(run["samples_per_sec"], rel=1e-3), per_rank
    # The job's rate is the step rate times the work of a step on all ranks.
    assert run["samples_per_sec"] == pytest.approx(run["steps_per_sec"] * 2 * BATCH, rel=1e-3)

    # MFU: the example's MLP (32 -> 64 -> 64 -> 1) counted on the first step,
    # under DDP, against the hand count: forward 2·B·(in·out) per layer;
    # backward the weight gradients of all three layers and the input
    # gradients of the last two.
    feat, hidden = 32, 64
    layers = feat * hidden + hidden * hidden + hidden * 1
    flops = 2 * BATCH * layers + 2 * BATCH * layers + 2 * BATCH * (hidden * hidden + hidden)
    assert run["tflops"] * 1e12 == pytest.approx(flops * run["steps_per_sec"] * 2, rel=0.02), run
    assert run["mfu_pct"] == pytest.approx(100 * run["tflops"] / (2 * 0.05), rel=1e-3), run
    assert [r["mfu_pct"] for r in summary["ranks"]] == [pytest.approx(run["mfu_pct"], rel=1e-3)] * 2


def test_a_slowdown_is_a_throughput_drop_from_its_step(cli: str, tmp_path: Path) -> None:
    # ~3 ms steps, then +8 ms on every rank for 4.5 s: samples/s fall ~70%; the
    # drop, shown after 2 s, covers enough of the run to be its verdict.
    onset, times = 150, tmp_path / "times"
    summary = run_example(
        cli, tmp_path / "run", EXAMPLE, "--steps", "550", "--hidden", "64",
        "--batch-size", str(BATCH), "--onset", str(onset), "--delay-ms", "8",
        "--times-file", str(times),
    )  # fmt: skip
    timeline = summary["diagnosis"]["timeline"]
    drops = [e for e in timeline if e["kind"] == "training" and e["label"] == "THROUGHPUT DROP"]
    assert len(drops) == 1, timeline  # one episode, never before the slowdown
    assert drops[0]["start_step"] > onset, timeline
    # Shown once the slower rate lasted 2 s (+ the timeline's confirmation):
    # the step at which the ranks' own clocks say 2 s had passed, plus slack.
    ends = [float(t) for t in Path(f"{times}.rank0").read_text().split()]
    two_s = next(i for i, t in enumerate(ends) if t - ends[onset - 1] >= 2.0)
    assert drops[0]["shown_step"] <= two_s + 40, (timeline, two_s)
    training = summary["diagnosis"]["training"]
    assert training["label"] == "THROUGHPUT DROP", summary["diagnosis"]
    evidence = training["evidence"]
    from_step = evidence["from_step"]
    if abs(from_step - onset) > 3:
        # A host saturated by other work can slow the steps before the
        # injected onset: a loaded round (two CPU hogs) had steps 121-150 at
        # 5.6-7.4 ms against ~2 ms before, and the change point at 139. An
        # earlier step is right only where the rank's own clock says the
        # rate had already fallen: its steps from there to the onset took at
        # least 1.5x the 50 before it.
        assert from_step < onset, evidence
        took = [ends[s] - ends[s - 1] for s in range(1, len(ends))]  # took[s - 1]: step s

        def median_took(first: int, last: int) -> float:
            return statistics.median(took[first - 1 : last - 1])

        before, between = median_took(from_step - 50, from_step), median_took(from_step, onset)
        assert between >= 1.5 * before, (evidence, before, between)
    assert evidence["unit"] == "samples/s"
    assert evidence["drop_pct"] >= 40, evidence
