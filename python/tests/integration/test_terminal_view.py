"""The live terminal view in a real terminal: `steplens run` inside tmux.

A 2-rank straggler run is started in a detached tmux session; the test reads
the screen with capture-pane while the job runs (the full-screen view with the
per-phase table, both ranks and the job's output tail), then after it exits
(the final summary printed on the normal screen).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from pathlib import Path

import pytest

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
STRAGGLER = REPO_ROOT / "examples" / "ddp_straggler.py"
SESSION = "steplens-test-tui"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
]


def _tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def _screen() -> str:
    return _tmux("capture-pane", "-p", "-t", SESSION)


def _wait_for(predicate, timeout: float) -> str:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    screen = ""
    while time.monotonic() < deadline:
        screen = _screen()
        if predicate(screen):
            return screen
        time.sleep(0.5)
    raise AssertionError("timed out; last screen:\n" + screen)


def test_full_screen_view_then_summary(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    done = tmp_path / "exit_code"
    command = (
        f"{cli} run --nproc-per-node 2 --port 0 --run-dir {run_dir} {STRAGGLER} "
        f"--steps 400 --hidden 256; echo $? > {done}; sleep 60"
    )
    _tmux("kill-session", "-t", SESSION)
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", SESSION, "-x", "120", "-y", "45", command],
        check=True,
    )
    try:
        # Frames are redrawn every second: wait for one with everything on it.
        live = _wait_for(
            lambda s: "ranks 2/2" in s and "dataloader" in s and "r1" in s, 180
        )
        assert "diagnosis" in live and "step time" in live
        for phase in ("dataloader", "forward", "backward", "optimizer", "wait*"):
            assert phase in live, (phase, live)
        assert "live" in live.splitlines()[0]
        # The job's output tail needs room: it is the first thing a short
        # terminal drops, so it is not asserted here.
        assert "Ctrl-C stops the job" in live

        final = _wait_for(lambda s: "Run directory:" in s and "Step time over" in s, 240)
        _wait_for(lambda s: done.exists(), 30)
        assert done.read_text().strip() == "0", final
        assert "Ctrl-C stops the job" not in final  # the full screen is gone
        summary = json.loads((run_dir / "summary.json").read_text())
        assert summary["run"]["steps_completed"] == 400
        # The injected straggler: rank 1's dataloader is the worst, on screen too.
        assert summary["step_time"]["phases"]["dataloader"]["worst_rank"] == 1
        dataloader_row = next(l for l in final.splitlines() if l.strip().startswith("dataloader"))
        assert "r1" in dataloader_row, dataloader_row
    finally:
        _tmux("kill-session", "-t", SESSION)
