"""Zero-code instrumentation of a Hugging Face Accelerate loop under
`steplens run`, with the real accelerate (requirements-dev.txt) and 2-rank
gloo DDP through Accelerate's own wrapping (slow: ~30 s).

    pytest -m slow python/tests/integration/test_accelerate_loop.py
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest
from conftest import launcher_free_env

pytest.importorskip("torch")
pytest.importorskip("accelerate")

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "integrations" / "accelerate_loop.py"
UPDATES = 60

pytestmark = pytest.mark.slow


def test_two_rank_accelerate_steps_are_optimizer_updates_and_straggler_is_named(
    cli: str, tmp_path: Path
) -> None:
    run_dir = tmp_path / "run"
    # Gradient accumulation 2 and an evaluation pass (no_grad, eval mode) every
    # 25 updates: still one step per optimizer update.
    proc = subprocess.run(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "none",
            "--run-dir",
            str(run_dir),
            str(EXAMPLE),
            "--max-steps",
            str(UPDATES),
            "--grad-accum",
            "2",
            "--eval-every",
            "25",
            "--delay-ms",
            "40",
        ],
        cwd=tmp_path,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert f"done: {UPDATES} optimizer updates" in proc.stdout
    assert "is not supported" not in proc.stdout + proc.stderr
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["run"]["steps_completed"] == UPDATES
    with sqlite3.connect(f"file:{run_dir / 'steplens.db'}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT rank, count(*), min(step), max(step) FROM steps GROUP BY rank")
        assert sorted(rows.fetchall()) == [
            (0, UPDATES, 0, UPDATES - 1),
            (1, UPDATES, 0, UPDATES - 1),
        ]
    phases = summary["step_time"]["phases"]
    for phase in ("forward", "backward", "optimizer"):
        assert phases[phase]["median_ms"] is not None, (phase, phases)
    diagnosis = summary["diagnosis"]["step_time"]
    assert "STRAGGLER" in diagnosis["label"], diagnosis
    assert diagnosis["rank"] == 1, diagnosis
