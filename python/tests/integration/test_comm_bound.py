"""COMM-BOUND in a real run: 2 gloo ranks under ``steplens run`` whose steps
are mostly one large blocking ``all_reduce`` (a user collective, inside the
traced step after ``optimizer.step()``) around a tiny DDP model.

Every rank spends most of its step blocked in that collective and no rank is
late: the verdict is COMM-BOUND with nobody named, its evidence the exposed
communication share and the largest kind (the user's torch.distributed
collectives, not DDP's own gradient all-reduce), outside the phases steplens
times itself.

The collective is the user's, not DDP's: on a busy host DDP's exposed
all-reduce is mostly gloo's threads waiting for a CPU, and the engine
declines to call that COMM-BOUND (docs/reference/diagnoses.md); a blocking
collective of this size stays most of the step on a loaded 2-core host too.

    pytest -m slow python/tests/integration/test_comm_bound.py
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from conftest import named_for_a_saturated_host, run_example

pytest.importorskip("torch")
pytestmark = pytest.mark.slow

REPO_ROOT = Path(__file__).resolve().parents[3]

# ddp_minimal's loop (DDP, DistributedSampler, trace_step) with a 16-wide MLP
# and, inside each traced step, an all_reduce of ELEMENTS floats.
JOB = """
import sys
import time

import torch
import torch.distributed as dist

sys.path.insert(0, {examples!r})
from ddp_minimal import build_parser, train

ELEMENTS = {elements}


def main() -> None:
    args = build_parser("comm-bound job").parse_args()
    payload = torch.ones(ELEMENTS)
    small = torch.ones(16)

    def in_step(step: int) -> None:
        if dist.is_initialized():
            # A small asynchronous broadcast runs beside 1 ms of own work
            # (overlapped) and the large blocking all_reduce (not overlap).
            work = dist.broadcast(small, src=0, async_op=True)
            time.sleep(0.001)
            dist.all_reduce(payload)
            work.wait()

    train(args, in_step=in_step)


if __name__ == "__main__":
    main()
"""
# 4 MiB of floats: 6-7 ms of a 12-14 ms step on the 2-core VM at 100 % host
# CPU, whose compute (a 16-wide MLP on 32 samples) is well under a
# millisecond; DDP's exposed all-reduce of the small gradients adds 3-4 ms.
ELEMENTS = 1 << 20
STEPS = 150


def test_a_large_all_reduce_every_step_is_comm_bound(cli: str, tmp_path: Path) -> None:
    job = tmp_path / "comm_bound_job.py"
    job.write_text(JOB.format(examples=str(REPO_ROOT / "examples"), elements=ELEMENTS))
    summary = run_example(
        cli,
        tmp_path / "run",
        job,
        "--hidden",
        "16",
        "--batch-size",
        "32",
        "--steps",
        str(STEPS),
    )
    for where, step in (
        ("whole run", summary["diagnosis"]["step_time"]),
        ("last window", summary["diagnosis"]["last_window"]["step_time"]),
    ):
        if where == "last window" and named_for_a_saturated_host(step):
            # A loaded round (two CPU hogs) had rank 0 last at gradient sync
            # in 87 of the last 100 steps by 4.1 ms (29 %), host at 96 %:
            # true of the host, said at warning with its note; the whole
            # run, and its timeline, still COMM-BOUND with nobody blamed.
            continue
        assert step["label"] == "COMM-BOUND", (where, step)
        assert step["rank"] is None, (where, step)
        ev = step["evidence"]
        # Every rank blocked for at least the threshold; the median rank far
        # beyond it (77-79 % measured with the host at 100 % CPU).
        assert ev["comm_share_min"] >= ev["comm_bound_threshold"] == 0.3, (where, ev)
        assert ev["comm_share"] >= 0.5, (where, ev)
        assert ev["largest_comm_kind"] == "torch.distributed collectives", (where, ev)
        # ... and where it sat: after optimizer.step(), in no timed phase
        # (ahead of DDP's own exposed all-reduce, also a candidate here).
        assert ev["largest_comm_phase"] == "outside the phases", (where, ev)
        # By kind: the all_reduce, nearly all of the blocked time; the
        # broadcast ran beside the 1 ms of own work (at least most of it).
        assert ev["largest_collective"] == "all_reduce", (where, ev)
        assert ev["largest_collective_share"] >= 0.5, (where, ev)
        assert ev["collectives_exposed_ms"] > 0, (where, ev)
        assert ev["collectives_overlapped_ms"] >= 0.5, (where, ev)
    # No rank was blamed on the way there either.
    blamed = [
        e
        for e in summary["diagnosis"]["timeline"]
        if e["kind"] == "step_time" and e["rank"] is not None and e["severity"] != "info"
    ]
    assert not blamed, blamed
    phases = summary["step_time"]["phases"]
    comm = phases["comm"]
    assert comm["median_ms"] is not None and comm["median_ms"] > 0, comm
    # The kinds the job called have their lines, the others none.
    assert phases["comm: all_reduce"]["median_ms"] > 0.5 * comm["median_ms"], phases
    assert "comm: broadcast" in phases and "comm: all_gather" not in phases, phases
    assert phases["comm (overlap)"]["median_ms"] >= 0.5, phases
    # ddp_minimal's DataLoader shards with a DistributedSampler: each rank
    # reported it (its setup facts, kept in the database's meta table), and
    # there is no NO DISTRIBUTED SAMPLER finding (the run without one is
    # test_setup_facts.py).
    with sqlite3.connect(tmp_path / "run" / "steplens.db") as db:
        for rank in (0, 1):
            (value,) = db.execute(
                "SELECT value FROM meta WHERE key = ?", (f"setup.{rank}",)
            ).fetchone()
            facts = dict(json.loads(value)["facts"])
            assert facts["config.loader.sampler"] == "DistributedSampler", facts
    config = [c["label"] for c in summary["diagnosis"]["config"]]
    assert "NO DISTRIBUTED SAMPLER" not in config, config
