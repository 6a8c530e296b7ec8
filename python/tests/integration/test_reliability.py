"""`steplens run` under the faults of issue 12, end to end with the real CLI:
the database whole in steplens.db, a stopped steplens not freezing the job,
links and bad run directory names refused with one sentence.
(Floods, full disks and hostile HTTP are unit tests next to their code.)"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "ddp_minimal.py"

pytestmark = pytest.mark.slow


def _one_clear_line(proc: subprocess.CompletedProcess[bytes], code: int, *words: str) -> None:
    err = proc.stderr.decode(errors="replace").strip()
    assert proc.returncode == code, (proc.returncode, err)
    assert err.startswith("steplens: "), err
    assert len(err.splitlines()) == 1, err
    assert "Traceback" not in err
    for w in words:
        assert w in err, (w, err)


def test_empty_run_dir_is_refused(cli: str) -> None:
    proc = subprocess.run(
        [cli, "run", "--ui", "none", "--run-dir", "", str(EXAMPLE)], capture_output=True, timeout=60
    )
    _one_clear_line(proc, 2, "--run-dir")


def test_run_dir_that_is_not_text_is_refused(cli: str, tmp_path: Path) -> None:
    bad = os.fsencode(tmp_path) + b"/run\xff\xfe"
    proc = subprocess.run(
        [os.fsencode(cli), b"run", b"--ui", b"none", b"--run-dir", bad, os.fsencode(EXAMPLE)],
        capture_output=True,
        timeout=60,
    )
    _one_clear_line(proc, 2, "--run-dir", "UTF-8")
    assert not os.path.exists(bad)


def test_symlinked_stdout_log_is_refused_and_its_target_kept(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    (run_dir / "stdout.log").symlink_to(target)
    proc = subprocess.run(
        [cli, "run", "--ui", "none", "--run-dir", str(run_dir), str(EXAMPLE)],
        capture_output=True,
        timeout=60,
    )
    _one_clear_line(proc, 1, "symbolic link", "stdout.log")
    assert target.read_text() == "keep me"
    assert not (run_dir / "steplens.db").exists()


def test_database_is_whole_in_steplens_db(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    proc = subprocess.run(
        [
            cli,
            "run",
            "--ui",
            "web",
            "--port",
            "0",
            "--run-dir",
            str(run_dir),
            str(EXAMPLE),
            "--steps",
            "60",
        ],
        capture_output=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    wal = run_dir / "steplens.db-wal"
    assert not wal.exists() or wal.stat().st_size == 0
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["run"]["database_problem"] is None
    # steplens.db alone, copied elsewhere, is the whole run.
    alone = tmp_path / "copy"
    alone.mkdir()
    shutil.copy(run_dir / "steplens.db", alone / "steplens.db")
    report = subprocess.run([cli, "report", "--json", str(alone)], capture_output=True, timeout=120)
    assert report.returncode == 0, report.stderr.decode(errors="replace")
    copied = json.loads(report.stdout)
    assert copied["run"]["steps_completed"] == summary["run"]["steps_completed"] == 60
    assert copied["run"]["database_problem"] is None


STEPPER = """
import sys, time
out = open(sys.argv[1], "w")
for i in range(int(sys.argv[2])):
    time.sleep(0.01)
    print(f"step {i:06d} " + "x" * 188, flush=True)
    out.write(f"{time.monotonic()}\\n"); out.flush()
"""


def test_stopped_steplens_never_freezes_the_job(cli: str, tmp_path: Path) -> None:
    """The probe: SIGSTOP of `steplens run` froze a job printing 200 B a step."""
    script = tmp_path / "job.py"
    script.write_text(STEPPER)
    stamps = tmp_path / "stamps"
    steps = 1500
    run = subprocess.Popen(
        [
            cli,
            "run",
            "--ui",
            "none",
            "--run-dir",
            str(tmp_path / "run"),
            str(script),
            str(stamps),
            str(steps),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.time() + 60
        while time.time() < deadline and (not stamps.exists() or len(stamps.read_text()) < 200):
            time.sleep(0.05)
        os.kill(run.pid, signal.SIGSTOP)
        time.sleep(5)  # the job goes on printing: ~100 KB, more than a pipe holds
        lines_while_stopped = len(stamps.read_text().split())
        os.kill(run.pid, signal.SIGCONT)
        run.communicate(timeout=120)
    finally:
        if run.poll() is None:
            os.kill(run.pid, signal.SIGCONT)
            run.kill()
    times = [float(x) for x in stamps.read_text().split()]
    assert len(times) == steps
    gap = max(b - a for a, b in zip(times, times[1:]))
    assert gap < 2.0, f"the job froze for {gap:.1f} s while steplens was stopped"
    assert lines_while_stopped > 200
    log = (tmp_path / "run" / "stdout.log").read_text().splitlines()
    assert sum(1 for line in log if line.startswith("step ")) == steps
