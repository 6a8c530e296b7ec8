"""Real 2-rank gloo DDP under the steplens launcher (slow: tens of seconds each).

pytest -m slow python/tests/integration
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import threading
import time
from pathlib import Path

import pytest
from conftest import launcher_free_env

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "ddp_minimal.py"
BUILTIN_PHASES = ("dataloader", "forward", "backward", "optimizer")

pytestmark = pytest.mark.slow


def _tail(path: Path, chars: int = 4000) -> str:
    try:
        return path.read_text(errors="replace")[-chars:]
    except OSError:
        return f"<no {path.name}>"


def _kill_session(sid: int) -> None:
    """SIGKILLs what is left of the job this test started (its own session)."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        pid = int(entry.name)
        try:
            if os.getsid(pid) == sid:
                os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            continue


@pytest.fixture(scope="module")
def two_rank_run(cli: str, tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    run_dir = tmp_path_factory.mktemp("ddp") / "run"
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
            str(EXAMPLE),
            "--steps",
            "60",
            "--hidden",
            "64",
        ],
        cwd=run_dir.parent,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    return run_dir, proc


def test_summary_of_a_two_rank_run(two_rank_run) -> None:  # type: ignore[no-untyped-def]
    run_dir, proc = two_rank_run
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["schema_version"] == 1
    assert summary["run"]["world_size"] == 2
    assert summary["run"]["steps_completed"] == 60
    assert sorted(r["rank"] for r in summary["ranks"]) == [0, 1]
    # A healthy run: health OK, every rank finished.
    health = summary["diagnosis"]["health"]
    assert health["label"] == "OK" and health["severity"] == "info", health
    assert [r["end"] for r in summary["ranks"]] == ["finished", "finished"], summary["ranks"]
    phases = summary["step_time"]["phases"]
    for phase in BUILTIN_PHASES:
        assert phases[phase]["median_ms"] is not None, (phase, phases.get(phase))


def test_every_phase_measured_on_both_ranks(two_rank_run) -> None:  # type: ignore[no-untyped-def]
    run_dir, proc = two_rank_run
    assert proc.returncode == 0, proc.stderr[-3000:]
    with sqlite3.connect(f"file:{run_dir / 'steplens.db'}?mode=ro", uri=True) as db:
        for phase in BUILTIN_PHASES:
            rows = dict(
                db.execute(
                    f"SELECT rank, COUNT({phase}_ns) FROM steps GROUP BY rank ORDER BY rank"
                ).fetchall()
            )
            assert set(rows) == {0, 1}, (phase, rows)
            # Every step measured the phase, except possibly a first dataloader
            # fetch that happened before the recorder started.
            for rank, measured in rows.items():
                assert measured >= 59, (phase, rank, measured)


def test_worst_rank_is_the_rank_with_the_highest_mean(two_rank_run) -> None:  # type: ignore[no-untyped-def]
    run_dir, proc = two_rank_run
    assert proc.returncode == 0, proc.stderr[-3000:]
    phases = json.loads((run_dir / "summary.json").read_text())["step_time"]["phases"]
    with sqlite3.connect(f"file:{run_dir / 'steplens.db'}?mode=ro", uri=True) as db:
        for phase in BUILTIN_PHASES:
            means = dict(
                db.execute(
                    f"SELECT rank, AVG({phase}_ns) FROM steps "
                    f"WHERE {phase}_ns IS NOT NULL GROUP BY rank"
                ).fetchall()
            )
            expected = max(means, key=lambda r: means[r])
            assert phases[phase]["worst_rank"] == expected, (phase, means, phases[phase])


def test_training_survives_the_aggregator_being_killed(cli: str, tmp_path: Path) -> None:
    """SIGKILL `steplens run` mid-run: torchrun and the ranks go on to the end."""
    run_dir = tmp_path / "run"
    done = tmp_path / "done"
    steps = 1500
    launcher = subprocess.Popen(
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
            str(EXAMPLE),
            "--steps",
            str(steps),
            "--hidden",
            "64",
            "--done-file",
            str(done),
        ],
        cwd=tmp_path,
        env=launcher_free_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    started = threading.Event()
    output: list[str] = []

    def read_output() -> None:
        assert launcher.stdout is not None
        for line in launcher.stdout:
            output.append(line)
            if line.startswith("step "):
                started.set()

    reader = threading.Thread(target=read_output, daemon=True)
    reader.start()
    try:
        assert started.wait(timeout=180), "training never started:\n" + "".join(output)[-3000:]
        launcher.send_signal(signal.SIGKILL)
        launcher.wait(timeout=10)
        markers = [Path(f"{done}.rank{r}") for r in (0, 1)]
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline and not all(m.exists() for m in markers):
            time.sleep(0.5)
        assert all(m.exists() for m in markers), (
            "ranks did not finish after the aggregator died; launcher output:\n"
            + "".join(output)[-3000:]
        )
        for marker in markers:
            assert marker.read_text().strip() == str(steps)
        spools = sorted(run_dir.glob("rank-*.spool"))
        assert {p.name.split(".")[0] for p in spools} == {"rank-0", "rank-1"}, spools
        assert all(p.stat().st_size > 0 for p in spools)
        # Nothing is lost: the database (before the kill) and the spool files
        # (after it) together hold the whole run, and `report` merges them.
        report = subprocess.run(
            [cli, "report", "--json", str(run_dir)],
            env=launcher_free_env(),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert report.returncode == 0, report.stderr
        summary = json.loads(report.stdout)
        assert summary["run"]["steps_completed"] == steps, summary["run"]
        assert summary["diagnosis"]["health"]["label"] == "OK", summary["diagnosis"]["health"]
    finally:
        # Whatever is left of the job: torchrun and its ranks are in the
        # session the launcher was started in (torchrun in its own group).
        _kill_session(launcher.pid)
        launcher.wait(timeout=10)


def test_nproc_one_runs_a_distributed_script_as_torchrun_would(cli: str, tmp_path: Path) -> None:
    """`--nproc-per-node 1` (found on a GPU machine: the script's
    init_process_group() failed with "RANK expected, but not set"): the one
    rank gets torchrun's variables, so a DDP script runs with a 1-rank group."""
    script = tmp_path / "one_rank.py"
    script.write_text(
        "import torch, torch.distributed as dist, steplens\n"
        "dist.init_process_group('gloo')\n"
        "assert dist.get_world_size() == 1 and dist.get_rank() == 0\n"
        "model = torch.nn.parallel.DistributedDataParallel(torch.nn.Linear(8, 8))\n"
        "opt = torch.optim.SGD(model.parameters(), lr=0.1)\n"
        "for _ in range(10):\n"
        "    with steplens.trace_step(model):\n"
        "        model(torch.randn(4, 8)).sum().backward()\n"
        "        opt.step()\n"
        "        opt.zero_grad()\n"
        "dist.destroy_process_group()\n"
    )
    run_dir = tmp_path / "run"
    proc = subprocess.run(
        [cli, "run", "--nproc-per-node", "1", "--ui", "none", "--port", "0"]
        + ["--run-dir", str(run_dir), str(script)],
        cwd=tmp_path,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert proc.returncode == 0, _tail(run_dir / "stdout.log") + proc.stderr[-2000:]
    summary = json.loads((run_dir / "summary.json").read_text())
    assert summary["run"]["world_size"] == 1
    assert summary["run"]["steps_completed"] == 10
    # DDP ran (steplens' arrival hook went onto its reducer), in a 1-rank group.
    assert [r["hook"] for r in summary["step_time"]["sync_arrival"]["ranks"]] == ["installed"]
