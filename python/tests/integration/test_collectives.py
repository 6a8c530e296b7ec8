"""Collectives beyond DDP: FSDP2 and a user's own torch.distributed
collectives, real gloo ranks under ``steplens run``.

Without DDP there is no arrival hook; steplens times how long each rank is
blocked in its collectives (the ``comm`` lines) and names the rank the others
wait for: the one that waits least (attribution ``collectives``), with the
phase its extra work is in. A hang says how many collectives each rank
issued, so a rank left behind is named with its collective number.

    pytest -m slow python/tests/integration/test_collectives.py
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import names_rank_or_contention, run_example, start_cli, wait_for_output

pytest.importorskip("torch")
pytestmark = pytest.mark.slow

REPO_ROOT = Path(__file__).resolve().parents[3]
FAULTS = REPO_ROOT / "examples" / "faults"
DELAY_MS = 20.0


def _straggler(
    cli: str, tmp_path: Path, example: str, phase: str, *args: str, run_flags: tuple[str, ...] = ()
) -> tuple[dict[str, Any], dict[str, Any]]:
    summary = run_example(
        cli,
        tmp_path / "run",
        FAULTS / example,
        "--hidden",
        "64",
        "--steps",
        "160",
        "--onset",
        "20",
        "--phase",
        phase,
        "--delay-ms",
        str(DELAY_MS),
        *args,
        run_flags=run_flags,
    )
    return summary["diagnosis"]["step_time"], summary


# The backward runs of FSDP2 and of the user's own all-reduce loop
# (collective_straggler.py: no DDP, gradients all-reduced by hand) also run
# deep mode (one run for both checks): their slow module is "1", the
# SlowBackwardModule fsdp_straggler.py's build_model puts after the first
# layer on rank 1 (on rank 0, "1" is the ReLU that follows).
DEEP = ("--deep=every",)


@pytest.mark.parametrize(
    "example,phase,label,args,run_flags",
    [
        ("collective_straggler.py", "backward", "COMPUTE STRAGGLER", (), DEEP),
        ("collective_straggler.py", "forward", "COMPUTE STRAGGLER", ("--async-op",), ()),
        ("collective_straggler.py", "dataloader", "INPUT STRAGGLER", (), ()),
        ("fsdp_straggler.py", "backward", "COMPUTE STRAGGLER", (), DEEP),
        ("fsdp_straggler.py", "optimizer", "COMPUTE STRAGGLER", (), ()),
    ],
)
def test_a_straggler_without_ddp_is_named_with_its_phase(
    cli: str,
    tmp_path: Path,
    example: str,
    phase: str,
    label: str,
    args: tuple[str, ...],
    run_flags: tuple[str, ...],
) -> None:
    step, summary = _straggler(cli, tmp_path, example, phase, *args, run_flags=run_flags)
    if run_flags == DEEP:
        _slow_layer_is_named(step, summary)
    ev = step["evidence"]
    if not names_rank_or_contention(step, 1, label):
        return
    assert ev["attribution"] == "collectives", step
    if label == "COMPUTE STRAGGLER":
        assert step["phase"] == phase, step
    # The others waited for rank 1 about as long as it was delayed.
    assert abs(ev["lateness_ms"] - DELAY_MS) < 0.25 * DELAY_MS, ev
    comm = summary["step_time"]["phases"]["comm"]
    assert comm["median_ms"] is not None and comm["median_ms"] > 0, comm
    assert comm["worst_rank"] == 0, comm  # the rank that waited, not the culprit


def _slow_layer_is_named(step: dict[str, Any], summary: dict[str, Any]) -> None:
    """Deep mode under FSDP2 or a hand-written all-reduce: module names survive
    fully_shard, the slow module's backward is rank 1's, and a verdict on rank 1
    names it."""
    assert summary["layers"] is not None, "no per-module figures"
    modules = {m["name"]: m for m in summary["layers"]["modules"]}
    slow = modules["1"]["backward"]
    assert slow["worst_rank"] == 1, slow
    # From step 20 of 160 the delay is on: most of it shows in the mean.
    assert slow["worst_ms"] - slow["median_ms"] >= 0.3 * DELAY_MS, slow
    if step["label"] == "COMPUTE STRAGGLER" and step["rank"] == 1:
        assert step["evidence"].get("layer") == "1", step


def test_a_pipeline_shows_each_stage_bubble_and_the_slow_stage(cli: str, tmp_path: Path) -> None:
    """Two pipeline stages over send/recv and batch_isend_irecv, stage 1 30 ms
    slower in its forward (a sleep: robust on a loaded host): stage 0 waits
    for it most of its step (its bubble), stage 1 hardly; stage 1 is the one
    the others wait for, in summary.json and in the terminal summary."""
    run_dir = tmp_path / "run"
    summary = run_example(
        cli, run_dir, FAULTS / "pipeline.py", "--hidden", "64", "--steps", "60", "--delay-ms", "30"
    )
    step = summary["diagnosis"]["step_time"]
    ev = step["evidence"]
    shares = {
        int(r): float(p) / 100 for r, p in re.findall(r"(\d+): (\d+)%", ev["comm_share_by_rank"])
    }
    assert shares[0] >= 0.5, ev  # ~30 ms of a ~35 ms step in its receive
    assert shares[1] <= 0.5 * shares[0], ev
    assert ev["waited_for_rank"] == 1, ev
    assert step["rank"] in (1, None), step  # never the stage that waits
    comm = summary["step_time"]["phases"]["comm"]
    assert comm["worst_rank"] == 0, comm
    text = subprocess.run(
        [cli, "report", str(run_dir)], capture_output=True, text=True, timeout=120, check=True
    ).stdout
    line = next(x for x in text.splitlines() if "blocked in collectives by rank" in x)
    assert line.endswith("the others wait for rank 1"), line


def test_a_healthy_fsdp_run_names_nobody(cli: str, tmp_path: Path) -> None:
    summary = run_example(
        cli,
        tmp_path / "run",
        FAULTS / "fsdp_straggler.py",
        "--hidden",
        "64",
        "--steps",
        "300",
        "--delay-ms",
        "0",
    )
    step = summary["diagnosis"]["step_time"]
    assert step["rank"] is None, step
    # A 64-wide model sharded over gloo on CPU spends most of its step in
    # all-gathers and reduce-scatters (63 % measured): COMM-BOUND is true
    # here, with nobody to blame.
    assert step["label"] in ("BALANCED", "COMPUTE-BOUND", "WAIT-HEAVY", "COMM-BOUND"), step
    if step["label"] == "COMM-BOUND":
        assert step["evidence"]["comm_share_min"] >= 0.3, step
    problems = [
        e
        for e in summary["diagnosis"]["timeline"]
        if e["kind"] == "step_time" and e["rank"] is not None and e["severity"] != "info"
    ]
    assert not problems, problems


def test_a_hang_names_the_rank_behind_in_collectives(cli: str, tmp_path: Path) -> None:
    """Rank 1 stops inside its backward (a sleep far longer than the run):
    rank 0 is blocked in the gradient all-reduce that follows. The live HANG
    names rank 1 and the collective numbers: rank 1 after #N, rank 0 in #N+1."""
    run_dir = tmp_path / "run"
    proc = start_cli(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "terminal",
            "--hang-after",
            "5",
            "--port",
            "0",
            "--run-dir",
            str(run_dir),
            str(FAULTS / "collective_straggler.py"),
            "--hidden",
            "64",
            "--steps",
            "100000",
            "--onset",
            "30",
            "--phase",
            "backward",
            "--delay-ms",
            "3600000",
        ],
        tmp_path,
    )
    try:
        wait_for_output(proc, "HEALTH: HANG (rank 1", timeout=150)
        time.sleep(2.5)  # as test_failures: the verdict's episode is open before the stop
    finally:
        proc.send_signal(signal.SIGINT)
        out = proc.communicate(timeout=60)[0]
    health = json.loads((run_dir / "summary.json").read_text())["diagnosis"]["health"]
    assert health["label"] == "HANG", (health, out[-3000:])
    assert health["rank"] == 1, health
    summary = health["summary"]
    assert "rank 1 is in backward after collective #" in summary, summary
    behind = int(summary.split("after collective #")[1].split()[0])
    assert f"rank 0 waits in a collective (#{behind + 1})" in summary, summary
    assert f"collectives {behind + 1}" in health["evidence"]["positions"], health
