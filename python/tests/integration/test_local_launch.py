"""`steplens run --nproc-per-node N` on one node starts the ranks itself
(`steplens _local-launch`, src/cli/local_launch.h) instead of through
torch.distributed.run: each rank must see what a torchrun worker sees, a
failed rank must stop the others as torchrun would, and a stop signal must
reach each rank exactly once. Real gloo ranks, real torchrun for the
comparison."""

from __future__ import annotations

import json
import resource
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from conftest import launcher_free_env, start_cli

pytest.importorskip("torch")

# Each rank writes the environment it was given, then joins the group and
# all-reduces once, so the rendezvous variables are proven to work.
ENV_DUMP = textwrap.dedent("""
    import json, os, sys
    import torch, torch.distributed as dist
    out = sys.argv[1]
    with open(f"{out}/rank{os.environ['RANK']}.json", "w") as f:
        json.dump(dict(os.environ), f)
    dist.init_process_group("gloo")
    t = torch.ones(1)
    dist.all_reduce(t)
    assert t.item() == dist.get_world_size()
    dist.destroy_process_group()
""")

# What a torchrun worker sees and the local launcher leaves out on purpose:
# the agent's error file (no agent reads it) and the agent's own signal list.
AGENT_ONLY = {"TORCHELASTIC_ERROR_FILE", "TORCHELASTIC_SIGNALS_TO_HANDLE"}
# Same value under both; the rest (the port, the run id, the store's host)
# differ by design.
SAME_VALUE = {
    "RANK",
    "LOCAL_RANK",
    "GROUP_RANK",
    "ROLE_RANK",
    "ROLE_NAME",
    "WORLD_SIZE",
    "LOCAL_WORLD_SIZE",
    "GROUP_WORLD_SIZE",
    "ROLE_WORLD_SIZE",
    "TORCHELASTIC_RESTART_COUNT",
    "TORCHELASTIC_MAX_RESTARTS",
    "TORCH_NCCL_ASYNC_ERROR_HANDLING",
    "OMP_NUM_THREADS",
}


def _run_cli(cli: str, run_dir: Path, script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [cli, "run", "--nproc-per-node", "2", "--ui", "none", "--port", "0"]
        + ["--run-dir", str(run_dir), str(script), *args],
        cwd=run_dir.parent,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_each_rank_gets_the_variables_a_torchrun_worker_gets(cli: str, tmp_path: Path) -> None:
    script = tmp_path / "env_dump.py"
    script.write_text(ENV_DUMP)
    parent = launcher_free_env()
    by_torchrun = tmp_path / "torchrun"
    by_steplens = tmp_path / "steplens"
    by_torchrun.mkdir()
    by_steplens.mkdir()
    torchrun = subprocess.run(
        [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2"]
        + [str(script), str(by_torchrun)],
        cwd=tmp_path,
        env=parent,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert torchrun.returncode == 0, torchrun.stderr[-3000:]
    proc = _run_cli(cli, tmp_path / "run", script, str(by_steplens))
    assert proc.returncode == 0, proc.stderr[-3000:]
    for rank in (0, 1):
        want = json.loads((by_torchrun / f"rank{rank}.json").read_text())
        got = json.loads((by_steplens / f"rank{rank}.json").read_text())
        added = {k for k in want if k not in parent or parent[k] != want[k]} - AGENT_ONLY
        assert added >= {"RANK", "WORLD_SIZE", "MASTER_PORT"}, sorted(added)
        missing = sorted(added - set(got))
        assert not missing, f"rank {rank}: torchrun sets {missing}, steplens does not"
        for name in sorted(SAME_VALUE & added):
            assert got[name] == want[name], (rank, name, got[name], want[name])
        assert got["TORCHELASTIC_RUN_ID"] == got["STEPLENS_RUN_ID"]


def test_a_failed_rank_stops_the_others_and_its_code_is_the_jobs(cli: str, tmp_path: Path) -> None:
    # Rank 1 exits with 3 once both ranks are up; rank 0 would wait forever
    # (no collective: only the launcher can end it).
    script = tmp_path / "one_fails.py"
    script.write_text(
        textwrap.dedent("""
        import os, sys, time
        out, rank = sys.argv[1], os.environ["RANK"]
        open(f"{out}/up{rank}", "w").close()
        while not all(os.path.exists(f"{out}/up{r}") for r in "01"):
            time.sleep(0.05)
        if rank == "1":
            sys.exit(3)
        time.sleep(600)
    """)
    )
    run_dir = tmp_path / "run"
    started = time.monotonic()
    proc = _run_cli(cli, run_dir, script, str(tmp_path))
    took = time.monotonic() - started
    log = (run_dir / "stdout.log").read_text()
    assert proc.returncode == 3, (proc.returncode, log[-2000:], proc.stderr[-2000:])
    assert "rank 1 exited with code 3; stopping the other ranks" in log, log[-2000:]
    # Rank 0 ended by the launcher's SIGTERM, at once (not the 30 s SIGKILL).
    exit0 = (run_dir / "ranks" / "rank-0.exit").read_text()
    assert f"signal={signal.SIGTERM.value}" in exit0, exit0
    assert "code=3" in (run_dir / "ranks" / "rank-1.exit").read_text()
    assert took < 60, took


def test_a_stop_signal_reaches_each_rank_once(cli: str, tmp_path: Path) -> None:
    # Each rank counts the SIGINTs it gets for a second after the first,
    # writes the count and ends well.
    script = tmp_path / "count_sigint.py"
    script.write_text(
        textwrap.dedent("""
        import os, signal, sys, time
        out, rank = sys.argv[1], os.environ["RANK"]
        got = []
        signal.signal(signal.SIGINT, lambda *_: got.append(time.monotonic()))
        open(f"{out}/up{rank}", "w").close()
        print("rank up", rank, flush=True)
        while not got:
            time.sleep(0.05)
        deadline = got[0] + 1.0
        while time.monotonic() < deadline:
            time.sleep(0.05)
        with open(f"{out}/sigint{rank}", "w") as f:
            f.write(str(len(got)))
    """)
    )
    run_dir = tmp_path / "run"
    proc = start_cli(
        [cli, "run", "--nproc-per-node", "2", "--ui", "none", "--port", "0"]
        + ["--run-dir", str(run_dir), str(script), str(tmp_path)],
        tmp_path,
    )
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not all(
            (tmp_path / f"up{r}").exists() for r in (0, 1)
        ):
            time.sleep(0.1)
        assert all((tmp_path / f"up{r}").exists() for r in (0, 1)), "ranks never started"
        proc.send_signal(signal.SIGINT)
        out = proc.communicate(timeout=60)[0]
    finally:
        if proc.poll() is None:
            proc.kill()
    for rank in (0, 1):
        count = (tmp_path / f"sigint{rank}").read_text()
        assert count == "1", (rank, count, out[-2000:])


def test_a_stop_by_sigquit_leaves_no_core_file_of_the_launcher(cli: str, tmp_path: Path) -> None:
    """The launcher ends the way the stop signal would (128+N to its parent),
    but a SIGQUIT's default is a core dump: that core would be steplens's own,
    not the rank's, and must not be written."""
    rank = tmp_path / "rank.py"
    rank.write_text(
        textwrap.dedent("""
        import signal, sys, time
        signal.signal(signal.SIGQUIT, lambda *_: sys.exit(1))
        open(sys.argv[1], "w").close()
        time.sleep(60)
    """)
    )
    up = tmp_path / "up"
    launcher = subprocess.Popen(
        [cli, "_local-launch", "1", sys.executable, str(rank), str(up)],
        cwd=tmp_path,
        env=launcher_free_env(),
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CORE, (-1, -1)),
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not up.exists():
            time.sleep(0.05)
        assert up.exists(), "the rank never started"
        launcher.send_signal(signal.SIGQUIT)
        assert launcher.wait(timeout=60) == -signal.SIGQUIT
    finally:
        if launcher.poll() is None:
            launcher.kill()
    assert not list(tmp_path.glob("core*")), sorted(p.name for p in tmp_path.iterdir())
