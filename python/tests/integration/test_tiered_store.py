"""The tiered store (issue 17) end to end with the real CLI: a 2-rank DDP run
under `steplens run --detail-steps 50` keeps full per-rank detail for its last
steps and around its diagnosis, aggregates the rest, and `report`, `export`
and `serve` read it back saying what is aggregated (report's step time and
memory from the per-rank buckets: the live run's figures).

    pytest -m slow python/tests/integration/test_tiered_store.py
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest
from conftest import Serve, get_json, launcher_free_env, names_rank_or_contention, run_example

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "faults" / "forward_straggler.py"
STEPS = 600
DETAIL = 50

pytestmark = pytest.mark.slow


def _count(db: Path, sql: str) -> int:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        return int(conn.execute(sql).fetchone()[0])


def test_tiered_run_reads_back_whole(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    summary = run_example(
        cli,
        run_dir,
        EXAMPLE,
        "--steps",
        str(STEPS),
        "--hidden",
        "64",
        run_flags=("--detail-steps", str(DETAIL)),
    )
    db = run_dir / "steplens.db"
    detail = summary["run"]["detail"]
    # The live run saw every step: its figures cover them all.
    assert summary["run"]["steps_completed"] == STEPS
    assert detail["detail_steps"] == DETAIL
    assert detail["statistics_cover"] == "all_steps"
    detail_steps = _count(db, "SELECT count(DISTINCT step) FROM steps")
    assert detail["aggregated_steps"] == STEPS - detail_steps
    assert detail["aggregated_steps"] > STEPS // 2, detail
    assert "are aggregated" in detail["note"]
    # The last steps and every warning or critical episode's onset keep
    # their detail: the straggler's here, or, on a host so busy that the
    # engine declines to blame a rank (names_rank_or_contention), whichever
    # episodes the run had instead.
    assert _count(db, f"SELECT count(*) FROM steps WHERE step >= {STEPS - DETAIL}") == 2 * DETAIL
    alarming = [
        e for e in summary["diagnosis"]["timeline"] if e["severity"] in ("warning", "critical")
    ]
    why = json.dumps([alarming, detail])
    # Each kept range is one of those episodes' (its onset, or its end).
    labels = {e["label"] for e in alarming}
    assert all(k["reason"].removesuffix(" (end)") in labels for k in detail["kept"]), why
    # The first one's onset is always kept (later ones may meet the budget:
    # kept_refused counts them).
    if alarming:
        first = alarming[0]
        assert any(
            k["reason"] == first["label"]
            and k["first_step"] <= first["start_step"] <= k["last_step"]
            for k in detail["kept"]
        ), why
    if names_rank_or_contention(summary["diagnosis"]["step_time"], 1, "STRAGGLER"):
        assert summary["diagnosis"]["step_time"]["label"] in labels, why
    assert _count(db, "SELECT count(*) FROM step_aggregates") == STEPS
    # Rank 1's forward is the slow one in the aggregated steps too.
    first, last = detail["aggregated"][0]
    worst = _count(
        db,
        "SELECT count(*) FROM step_stats WHERE metric = 'forward' AND worst_rank = 1"
        f" AND step BETWEEN {first} AND {last}",
    )
    assert worst > 0.8 * (last - first + 1)

    # report: rebuilt from the database. Step time, memory and rates cover
    # every step, as live (from the per-rank buckets); the diagnosis covers
    # the detail only, and it says so.
    report = subprocess.run(
        [cli, "report", str(run_dir), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env=launcher_free_env(),
    )
    assert report.returncode == 0, report.stderr
    replayed = json.loads(report.stdout)
    assert replayed["run"]["steps_completed"] == STEPS
    # The rates too: the first step's end is in the meta table.
    assert replayed["run"]["steps_per_sec"] == pytest.approx(
        summary["run"]["steps_per_sec"], rel=1e-3
    )
    assert replayed["run"]["detail"]["statistics_cover"] == "buckets"
    assert replayed["step_time"]["window_steps"] == STEPS
    for phase in ("forward", "backward", "step"):
        live_phase = summary["step_time"]["phases"][phase]
        got = replayed["step_time"]["phases"][phase]
        assert got["worst_rank"] == live_phase["worst_rank"], (phase, got, live_phase)
        for field in ("median_ms", "worst_ms"):
            assert got[field] == pytest.approx(live_phase[field], rel=1e-3), (phase, field)
    assert replayed["step_memory"]["worst_peak_bytes"] == summary["step_memory"]["worst_peak_bytes"]
    text = subprocess.run(
        [cli, "report", str(run_dir)], capture_output=True, text=True, timeout=120
    )
    assert "step time, memory and rates here cover every step" in text.stdout, text.stdout[:2000]

    # export: the steps with detail, and one line about the others.
    out = tmp_path / "steps.csv"
    export = subprocess.run(
        [cli, "export", str(run_dir), "--format", "csv", "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert export.returncode == 0, export.stderr
    assert "are aggregated in this run's store" in export.stderr, export.stderr
    assert len(out.read_text().splitlines()) == 1 + 2 * detail_steps

    # serve: every step in the series, from the run's cache and without it.
    for use_cache in (True, False):
        if not use_cache:
            (run_dir / "steplens-web.cache").unlink()
        serve = Serve(cli, run_dir)
        try:
            run_id = get_json(f"{serve.base}/api/runs")["runs"][0]["id"]
            api = f"{serve.base}/api/runs/{run_id}"
            steps = get_json(f"{api}/steps?max_points={STEPS}")
            assert steps["bucket_steps"] == 1
            assert len(steps["step"]) == STEPS, use_cache
            fwd_worst = steps["worst_rank"]["forward"][first : last + 1]
            assert fwd_worst.count(1) > 0.8 * len(fwd_worst)
            heat = get_json(f"{api}/heatmap?metric=forward&max_steps=50")
            rank0 = [v for v in heat["values"][0] if v is not None]
            rank1 = [v for v in heat["values"][1] if v is not None]
            assert len(rank1) >= STEPS // 128 and sum(rank1) > 1.5 * sum(rank0)
            served = get_json(f"{api}/summary")["run"]["detail"]
            assert served["aggregated_steps"] == detail["aggregated_steps"]
        finally:
            assert serve.stop() == 0
