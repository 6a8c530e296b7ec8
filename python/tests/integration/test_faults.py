"""Each fault example in examples/faults/ gets the diagnosis it is built for.

Real gloo DDP runs under ``steplens run``; summary.json's diagnosis is the
whole-run verdict of the live diagnosis timeline (windows of 100 complete
steps), so every run has more than that. The injected delays (20 ms on
~2 ms steps with --hidden 64) and the leak (4 MiB a step: ~400 MiB a
window) are several times the thresholds of docs/reference/diagnoses.md, so
a noisy shared CI host does not flip the labels.

    pytest -m slow python/tests/integration/test_faults.py
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from conftest import named_for_a_saturated_host, run_example

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
FAULTS = REPO_ROOT / "examples" / "faults"
STEPS = 160  # > the 100-step window, with warm-up steps to spare
# Healthy runs are pure CPU, 1, 2 and 4 ranks on a 2-core host: the ranks
# steal CPU from each other unevenly (one was measured 10-57 % slower than
# the other, persistently), which the contention rule must not call a
# straggler (diagnoses.md, "Host contention").
HEALTHY_ARGS = ("--hidden", "256")
# One rank at --hidden 256 spends 25-28 % of its iteration in the example's
# per-sample Python data loading (no all-reduce to hide behind): a 1.3x win
# with loader workers, which issue 18 says is not healthy (INPUT-BOUND from
# 20 %). At --hidden 512 it measured 12.5 %: healthy by that standard.
HEALTHY_ARGS_ONE_RANK = ("--hidden", "512")

pytestmark = pytest.mark.slow


def _run(
    cli: str, run_dir: Path, example: str, *args: str, ranks: int = 2, steps: int = STEPS
) -> dict[str, Any]:
    summary = run_example(
        cli,
        run_dir,
        FAULTS / example,
        "--steps",
        str(steps),
        "--hidden",
        "64",
        *args,
        ranks=ranks,
    )
    diagnosis: dict[str, Any] = summary["diagnosis"]
    return diagnosis


@pytest.mark.parametrize("ranks", [1, 2, 4])
def test_healthy(cli: str, tmp_path: Path, ranks: int) -> None:
    # 1200 steps: several seconds, so each rank's run-queue samples arrive,
    # and long enough that single-evaluation straggler blips (a known
    # limitation on a 2-core host, docs/reference/diagnoses.md: 50-90 steps
    # each) cannot add up to the whole-run verdict's 20 %; at 600 steps two
    # blips on one rank did, in 1 of 4 CI runs.
    args = HEALTHY_ARGS_ONE_RANK if ranks == 1 else HEALTHY_ARGS
    diagnosis = _run(cli, tmp_path / "run", "healthy.py", *args, ranks=ranks, steps=1200)
    step, memory = diagnosis["step_time"], diagnosis["step_memory"]
    # A host saturated by other work can really slow one rank without either
    # of its main thread's signals showing why (measured up to 124 % of the
    # step): named at warning with the host's note, true of the host.
    if not named_for_a_saturated_host(step):
        assert step["label"] in ("BALANCED", "COMPUTE-BOUND"), step
        assert step["rank"] is None, step
    assert memory["label"] == "BALANCED", memory
    assert diagnosis["evaluations"] > 0, diagnosis
    # The example logs its loss every step: finite and not rising. With
    # 2 and 4 ranks (averaged gradients) no spike either; one rank's SGD
    # now and then leaves its plateau and oscillates at 3-4x it (measured in
    # 1 of 3 runs, docs/reference/diagnoses.md), which is a true LOSS SPIKE.
    training = diagnosis["training"]
    allowed = ("OK", "LOSS SPIKE") if ranks == 1 else ("OK",)
    # A host slowed by other work really loses throughput: on a loaded CI
    # host (load 12-16 on 2 cores) this run fell 63 % for 5 s and said so.
    # That verdict is true, not a false alarm of this example; the false-alarm
    # benchmark (bench/diagnosis/false_alarms.py) watches it on a quiet host.
    allowed += ("THROUGHPUT DROP",)
    assert training["label"] in allowed, training


ONSET = 400
# docs/reference/diagnoses.md: INPUT-BOUND from this input share of the
# iteration (diagnosis/thresholds.h kInputBoundShare).
INPUT_BOUND_SHARE = 0.20


def test_fault_after_a_healthy_start_shows_in_the_timeline(cli: str, tmp_path: Path) -> None:
    """--onset 400: healthy for four windows, then rank 1 is slow inside
    backward. The timeline (summary.json and the database) has the healthy
    verdict first and the straggler from after the onset; the whole run is
    the straggler (it covers far more than a fifth of the steps).

    The healthy part is long in steps because it is short in time (a few ms
    a step, one evaluation per 250 ms, so tens of steps apart): with 120 or 240
    healthy steps, a NO DATA evaluation at the start and a blip (below) could
    leave no healthy one before the onset.
    Known limitation (docs/reference/diagnoses.md): on this 2-core host, two
    ranks plus the aggregator contend, and a single evaluation now and then
    names a rank a straggler during the healthy part (seen in about 4 runs of
    10, one evaluation each). Such blips are allowed before the onset; the
    straggler must hold from soon after it to the end of the run.

    The model is test_healthy's (HEALTHY_ARGS), not the fault tests' --hidden
    64: there the healthy part is 3-5 ms steps on a quiet host, of which the
    example's per-sample Python loading is about a fifth. That is INPUT-BOUND
    by the rule (input share >= 20 %, issue 18), rightly, and over the 400
    healthy steps it outweighed the straggler in the whole-run verdict (a
    clean CI run failed so: INPUT-BOUND, no rank). The test's premise, a
    healthy start, is checked below with the share it depends on."""
    run_dir = tmp_path / "run"
    diagnosis = _run(
        cli,
        run_dir,
        "backward_straggler.py",
        *HEALTHY_ARGS,
        "--delay-ms",
        "20",
        "--onset",
        str(ONSET),
        steps=ONSET + 300,
    )
    db = sqlite3.connect(str(run_dir / "steplens.db"))
    shares = db.execute(
        "SELECT json_extract(evidence_json, '$.input_share') FROM diagnosis_episodes"
        " WHERE kind = 'step_time' AND start_step < ? AND label != 'NO DATA'",
        (ONSET,),
    ).fetchall()
    assert shares and all(s[0] is not None and s[0] < INPUT_BOUND_SHARE for s in shares), (
        f"the healthy part is input-bound ({shares}): the example's loading is "
        "too large a share of its steps for this test's premise"
    )
    step = diagnosis["step_time"]
    assert (step["label"], step["rank"], step["phase"]) == ("COMPUTE STRAGGLER", 1, "backward")
    assert step["evidence"]["last_step"] > ONSET + 100, step
    timeline = [e for e in diagnosis["timeline"] if e["kind"] == "step_time"]
    healthy = [e for e in timeline if e["label"] in ("BALANCED", "COMPUTE-BOUND")]
    stragglers = [e for e in timeline if e["label"] == "COMPUTE STRAGGLER"]
    assert healthy and healthy[0]["start_step"] < ONSET, timeline
    # The straggler holds from at most 150 steps after the onset to the end:
    # a window needs ~34 slow steps to pass the persistence test, then the
    # next evaluation (every 250 ms, 50-90 of these steps) says so. Measured
    # delays: 26-70 steps; 119 once in a full test run on a loaded host,
    # where the saturated-host rule names a compute straggler on whole-window
    # persistence only (docs/reference/diagnoses.md). (A blip on rank 1 just before the onset merges
    # into this episode, so its start may come before the onset.)
    last = max(e["end_step"] for e in timeline)
    final = [e for e in stragglers if e["rank"] == 1 and e["end_step"] == last]
    assert final and final[0]["start_step"] < ONSET + 150, timeline
    # Blips that ended before the onset cover less than the straggler.
    blips = [e for e in stragglers if e["end_step"] < ONSET]
    assert sum(e["steps"] for e in blips) < final[0]["steps"], timeline
    rows = db.execute(
        "SELECT label, rank, start_step, open FROM diagnosis_episodes"
        " WHERE kind = 'step_time' ORDER BY id"
    ).fetchall()
    assert ("COMPUTE STRAGGLER", 1) in {(r[0], r[1]) for r in rows}, rows
    assert all(r[3] == 0 for r in rows), rows  # closed at the end of the run


# example, expected step-time label, culprit rank, phase
STEP_TIME_CASES = [
    ("input_bound.py", "INPUT-BOUND", None, None),
    ("wait_heavy.py", "WAIT-HEAVY", None, None),
    ("input_straggler.py", "INPUT STRAGGLER", 1, None),
    ("forward_straggler.py", "COMPUTE STRAGGLER", 1, "forward"),
    ("optimizer_straggler.py", "COMPUTE STRAGGLER", 1, "optimizer"),
    ("backward_straggler.py", "COMPUTE STRAGGLER", 1, "backward"),
]


@pytest.mark.parametrize(
    ("example", "label", "rank", "phase"),
    STEP_TIME_CASES,
    ids=[case[0].removesuffix(".py") for case in STEP_TIME_CASES],
)
def test_step_time_fault(
    cli: str, tmp_path: Path, example: str, label: str, rank: int | None, phase: str | None
) -> None:
    diagnosis = _run(cli, tmp_path / "run", example, "--delay-ms", "20")
    step = diagnosis["step_time"]
    assert step["label"] == label, step
    assert step["rank"] == rank, step
    assert step["phase"] == phase, step
    # Every example loads in the training process (num_workers=0): the
    # configuration family says so where that is the bottleneck, and only there.
    config = [c["label"] for c in diagnosis["config"]]
    input_bound = label in ("INPUT-BOUND", "INPUT STRAGGLER")
    assert ("SINGLE-PROCESS LOADING" in config) == input_bound, (label, config)


def test_unstable_periodic_pause(cli: str, tmp_path: Path) -> None:
    # Every rank pauses 60 ms every 10th step of about 62 ms (60 ms of
    # simulated device time: the host CPU stays free): the typical step is
    # fine (6 ms of wait per step on average, half of WAIT-HEAVY's 20 %), its
    # tail is not (a spike step about twice the median). One run for the
    # verdict and its evidence: the percentiles, the period, the phase, and
    # no rank where the spikes start (every rank pauses).
    args = ("--delay-ms", "60", "--device-ms", "60")
    step = _run(cli, tmp_path / "run", "unstable.py", *args)["step_time"]
    assert (step["label"], step["rank"]) == ("UNSTABLE", None), step
    ev = step["evidence"]
    assert ev["spike_period_steps"] == 10, ev
    assert ev["spike_phase"] == "wait", ev
    assert ev["spike_rank"] is None, ev
    assert 0 < ev["step_p50_ms"] < ev["step_p95_ms"] <= ev["step_p99_ms"], ev
    assert ev["step_p95_p50"] >= ev["unstable_ratio_threshold"], ev


def test_memory_creep(cli: str, tmp_path: Path) -> None:
    memory = _run(cli, tmp_path / "run", "memory_creep.py", "--leak-mib", "4")["step_memory"]
    assert memory["label"] == "MEMORY CREEP", memory
    assert memory["rank"] is None, memory
