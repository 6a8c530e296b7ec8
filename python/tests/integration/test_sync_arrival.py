"""Sync arrival names the rank the others wait for (real 2-rank gloo DDP).

DESIGN.md §4: extra work inside backward on one rank leaves both ranks'
backward durations alike (the healthy rank waits inside backward for the
all-reduce), but the slow rank's last gradient bucket becomes ready later:
it arrives last at gradient synchronisation. A healthy run has no such
persistent last rank.

    pytest -m slow python/tests/integration/test_sync_arrival.py
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest
from conftest import launcher_free_env

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
STRAGGLER = REPO_ROOT / "examples" / "faults" / "backward_straggler.py"
HEALTHY = REPO_ROOT / "examples" / "ddp_minimal.py"
STEPS = 60
HEALTHY_STEPS = 150  # measured: the later rank is last in ~65-71 % of steps
DELAY_MS = 20

pytestmark = pytest.mark.slow


def _run(cli: str, run_dir: Path, script: Path, *args: str, steps: int = STEPS) -> dict[str, Any]:
    proc = subprocess.run(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "none",
            "--port",
            "0",
            "--run-dir",
            str(run_dir),
            str(script),
            "--steps",
            str(steps),
            "--hidden",
            "64",
            *args,
        ],
        cwd=run_dir.parent,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return json.loads((run_dir / "summary.json").read_text())


def _arrival(summary: dict[str, Any]) -> dict[int, dict[str, Any]]:
    block = summary["step_time"]["sync_arrival"]
    assert block["measured"] is True, block
    assert block["reason_if_not"] is None
    return {r["rank"]: r for r in block["ranks"]}


@pytest.fixture(scope="module")
def straggler(cli: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    run_dir = tmp_path_factory.mktemp("sync") / "straggler"
    return run_dir, _run(cli, run_dir, STRAGGLER, "--delay-ms", str(DELAY_MS))


def test_slow_rank_arrives_last_in_nearly_every_step(straggler) -> None:  # type: ignore[no-untyped-def]
    _run_dir, summary = straggler
    ranks = _arrival(summary)
    assert sorted(ranks) == [0, 1]
    for r in ranks.values():
        assert r["hook"] == "installed"
        assert r["steps"] >= STEPS - 2, r  # measured on both ranks
    slow = ranks[1]
    assert slow["last_arrivals"] >= 0.9 * slow["steps"], ranks
    assert slow["mean_lateness_ms"] >= DELAY_MS / 2, ranks
    assert ranks[0]["last_arrivals"] <= 0.1 * ranks[0]["steps"], ranks


def test_backward_durations_cannot_tell_the_ranks_apart(straggler) -> None:  # type: ignore[no-untyped-def]
    run_dir, _summary = straggler
    with sqlite3.connect(run_dir / "steplens.db") as db:
        rows = dict(
            db.execute(
                "SELECT rank, avg(backward_ns) FROM steps WHERE step >= 2 GROUP BY rank"
            ).fetchall()
        )
        arrivals = db.execute(
            "SELECT count(*) FROM steps WHERE sync_last_ns IS NOT NULL"
            " AND sync_first_ns <= sync_last_ns AND sync_buckets >= 1"
        ).fetchone()[0]
    assert arrivals >= 2 * (STEPS - 2)
    fast, slow = rows[0], rows[1]
    # Both absorb the injected delay: rank 0 by waiting at the all-reduce.
    assert fast >= DELAY_MS * 1e6 * 0.8 and slow >= DELAY_MS * 1e6 * 0.8, rows
    assert abs(fast - slow) <= 0.25 * max(fast, slow), rows


def test_healthy_run_has_no_persistent_last_rank(cli: str, tmp_path: Path) -> None:
    summary = _run(cli, tmp_path / "healthy", HEALTHY, steps=HEALTHY_STEPS)
    ranks = _arrival(summary)
    assert sorted(ranks) == [0, 1]
    # A rank last in most steps by a hair is no straggler: a loaded host
    # (a compat smoke at load ~12) had rank 1 last in 132 of 150 steps at
    # 0.027 ms on average, a consistent tiny offset. Persistently last by a
    # share of the step the engine would name (kMinCulpritCostShare, 10 %)
    # is what a healthy run must not show.
    #
    # A host saturated by other work really makes one rank late. With two CPU
    # hogs on the 2-core VM, rank 1 was last in 138 of 150 steps by 1.8 ms
    # (34 % of a 5.4 ms iteration), burning more CPU for the same work, and
    # in another round in 137 of 150 by 0.42 ms (13 %). Those measurements
    # are true. What steplens must not do there is call it critical: on a
    # saturated host (the HIGH CPU context) it names such a rank at warning
    # with the host's contention note, or passes it over below the contention
    # floor (docs/reference/diagnoses.md, "Host contention").
    step = summary["diagnosis"]["step_time"]
    saturated = any(c["label"] == "HIGH CPU" for c in summary["diagnosis"]["context"])
    iteration_ms = step["evidence"]["median_iteration_ms"]
    for r in ranks.values():
        assert r["steps"] >= HEALTHY_STEPS - 2, r
        if r["last_arrivals"] > 0.85 * r["steps"] and r["mean_lateness_ms"] >= 0.10 * iteration_ms:
            assert saturated, (ranks, step, summary["diagnosis"]["context"])
            assert step["severity"] != "critical", (ranks, step)
            if step["rank"] is not None:
                assert "contention_note" in step["evidence"], (ranks, step)
