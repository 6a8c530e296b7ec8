"""The live terminal view in a real terminal: `steplens run` inside tmux.

A 2-rank straggler run is started in a detached tmux session of 80 and of 160
columns; the test reads the screen with capture-pane while the job runs (the
full-screen view with the per-phase table, both ranks and the job's output
tail; the view spans the terminal's width, and the diagnosis sentence and the
next action are wrapped whole, never cut), then after it exits (the final
summary printed on the normal screen).
"""

from __future__ import annotations

import json
import re
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


LABEL_COLUMN = 15  # where a diagnosis' text starts, after "  step time    "
# What the injected input straggler's verdict says (src/diagnosis/step_time_rules.cc).
VERDICT = re.compile(
    r"INPUT STRAGGLER \(rank 1\) · (info|warning|critical) — Rank 1 is the slowest in "
    r"\d+ of \d+ steps \([^)]*\), costing [\d.]+ ms \(\d+% of the step\); the excess "
    r"is in input \(dataloader\)\."
)
ACTION = (
    "next: Inspect the input path on rank 1: its data loading and preprocessing, and "
    "its host (storage, noisy neighbours, CPU contention)."
)


def _paragraph(screen: str, first: str) -> tuple[str, int]:
    """The text from `first` to the end of its paragraph (lines indented under the
    label column), joined with spaces; and how many screen lines it took."""
    lines = [line.rstrip() for line in screen.splitlines()]
    for i, line in enumerate(lines):
        at = line.find(first)
        if at < 0:
            continue
        text, n = line[at:], 1
        for more in lines[i + 1 :]:
            rest = more[LABEL_COLUMN:]
            if not more.startswith(" " * LABEL_COLUMN) or not rest or rest[0] == " ":
                break
            if rest.startswith(("evidence:", "next:")):
                break
            text, n = text + " " + rest, n + 1
        return text, n
    raise AssertionError(f"{first!r} is not on the screen:\n{screen}")


@pytest.mark.parametrize("columns", [80, 160])
def test_full_screen_view_then_summary(cli: str, tmp_path: Path, columns: int) -> None:
    run_dir = tmp_path / "run"
    done = tmp_path / "exit_code"
    command = (
        # Stale LINES/COLUMNS (as a parent shell may export) must not win
        # over the terminal's real size.
        f"COLUMNS=40 LINES=12 {cli} run --nproc-per-node 2 --port 0 --run-dir {run_dir} {STRAGGLER} "
        f"--steps 400 --hidden 256; echo $? > {done}; sleep 60"
    )
    _tmux("kill-session", "-t", SESSION)
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", SESSION, "-x", str(columns), "-y", "50", command],
        check=True,
    )
    try:
        # Frames are redrawn every second: wait for one with everything on it.
        live = _wait_for(lambda s: "ranks 2/2" in s and "dataloader" in s and "r1" in s, 180)
        assert "diagnosis" in live and "step time" in live
        for phase in ("dataloader", "forward", "backward", "optimizer", "wait*"):
            assert phase in live, (phase, live)
        assert "live" in " ".join(live.splitlines()[:2])  # the header, wrapped at 80
        # The job's output tail needs room: it is the first thing a short
        # terminal drops, so it is not asserted here.
        assert "Ctrl-C stops the job" in live
        # The view uses the terminal's width: its rules span it, no line passes it.
        rules = [line for line in live.splitlines() if line.startswith("── ")]
        assert rules and all(len(line) == columns for line in rules), (columns, rules)
        assert all(len(line) <= columns for line in live.splitlines()), live

        # The verdict and the next action, wrapped under the label and whole.
        verdict_screen = _wait_for(lambda s: "INPUT STRAGGLER (rank 1)" in s, 180)
        verdict, verdict_lines = _paragraph(verdict_screen, "INPUT STRAGGLER")
        assert VERDICT.fullmatch(verdict), verdict_screen
        action, action_lines = _paragraph(verdict_screen, "next: ")
        assert action == ACTION, verdict_screen
        if columns == 80:
            assert verdict_lines > 1 and action_lines > 1, verdict_screen
        else:
            assert action_lines == 1, verdict_screen
        # Evidence: a few "name value" items, no raw keys.
        evidence, _ = _paragraph(verdict_screen, "evidence: ")
        assert "_" not in evidence and re.search(r"\d", evidence), evidence
        # The step table's jitter line (the step-time evidence), whole.
        jitter_screen = _wait_for(lambda s: "robust CV" in s, 60)
        assert re.search(
            r"^  step p50 [\d.]+ m?s  p95 [\d.]+ m?s  robust CV [\d.]+ *$",
            jitter_screen,
            re.MULTILINE,
        ), jitter_screen

        final = _wait_for(lambda s: "Run directory:" in s and "Step time over" in s, 240)
        _wait_for(lambda s: done.exists(), 30)
        assert done.read_text().strip() == "0", final
        assert "Ctrl-C stops the job" not in final  # the full screen is gone
        summary = json.loads((run_dir / "summary.json").read_text())
        assert summary["run"]["steps_completed"] == 400
        # The injected straggler: rank 1's dataloader is the worst, on screen too.
        assert summary["step_time"]["phases"]["dataloader"]["worst_rank"] == 1
        # (Its row of the phase table, not a line of evidence the terminal wrapped.)
        dataloader_row = next(
            line for line in final.splitlines() if re.match(r"\s+dataloader\s{2,}", line)
        )
        assert "r1" in dataloader_row, dataloader_row
    finally:
        _tmux("kill-session", "-t", SESSION)
