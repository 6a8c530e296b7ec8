"""Zero-code Lightning 2.x instrumentation under `steplens run`, with the real
lightning (requirements-dev.txt) and 2-rank gloo DDP through Lightning's own
DDPStrategy (slow: ~1 min).

    pytest -m slow python/tests/integration/test_lightning_trainer.py
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest
from conftest import launcher_free_env, names_rank_or_contention

pytest.importorskip("torch")
pytest.importorskip("lightning")

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "integrations" / "lightning_trainer.py"
UPDATES = 60

pytestmark = pytest.mark.slow


def _run(cli: str, run_dir: Path, nproc: int, *script_args: str) -> subprocess.CompletedProcess:  # type: ignore[type-arg]
    return subprocess.run(
        [
            cli,
            "run",
            "--nproc-per-node",
            str(nproc),
            "--ui",
            "none",
            "--run-dir",
            str(run_dir),
            str(EXAMPLE),
            *script_args,
        ],
        cwd=run_dir.parent,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=600,
    )


def _steps_per_rank(run_dir: Path) -> dict[int, list[int]]:
    with sqlite3.connect(f"file:{run_dir / 'steplens.db'}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT rank, step FROM steps ORDER BY rank, step").fetchall()
    out: dict[int, list[int]] = {}
    for rank, step in rows:
        out.setdefault(rank, []).append(step)
    return out


def test_two_rank_lightning_steps_are_optimizer_updates_and_straggler_is_named(
    cli: str, tmp_path: Path
) -> None:
    run_dir = tmp_path / "run"
    # accumulate_grad_batches=2 and validation every 25 batches: still one
    # step per optimizer update.
    proc = _run(
        cli,
        run_dir,
        2,
        "--max-steps",
        str(UPDATES),
        "--grad-accum",
        "2",
        "--val-every",
        "25",
        "--delay-ms",
        "40",
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "is not supported" not in proc.stdout + proc.stderr
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["run"]["steps_completed"] == UPDATES
    assert _steps_per_rank(run_dir) == {0: list(range(UPDATES)), 1: list(range(UPDATES))}
    phases = summary["step_time"]["phases"]
    for phase in ("forward", "backward", "optimizer"):
        assert phases[phase]["median_ms"] is not None, (phase, phases)
    # The closure's forward/backward are not counted as optimizer time.
    assert phases["optimizer"]["median_ms"] < phases["backward"]["median_ms"], phases
    diagnosis = summary["diagnosis"]["step_time"]
    names_rank_or_contention(diagnosis, 1, "STRAGGLER")


def test_explicit_callback_is_not_counted_twice(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    proc = _run(
        cli,
        run_dir,
        1,
        "--max-steps",
        "8",
        "--grad-accum",
        "1",
        "--val-every",
        "4",
        "--explicit-callback",
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert _steps_per_rank(run_dir) == {0: list(range(8))}
    assert "nested" not in proc.stdout + proc.stderr
