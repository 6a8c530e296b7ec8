"""Failure attribution: how each rank ended, the culprit (never the collateral),
HANG live with the stuck rank's stack, and the look-alikes that are not failures.

Real gloo DDP under ``steplens run`` with the fault examples of
examples/faults (crash.py, oom.py, hang.py). Each test asserts the health
verdict of summary.json (label, culprit rank, phase, cause); the hang tests
also assert the live verdict, read from the compact view ``steplens run``
prints every few seconds while the job is still stuck. ``--hang-after 5``
keeps them short; the default limit is measured in bench/diagnosis.

    pytest -m slow python/tests/integration/test_failures.py
"""

from __future__ import annotations

import json
import signal
import subprocess
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import launcher_free_env, start_cli, wait_for_output

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
FAULTS = REPO_ROOT / "examples" / "faults"
pytestmark = pytest.mark.slow


def _args(
    run_dir: Path, example: str, ranks: int, *args: str, run_opts: tuple[str, ...] = ()
) -> list[str]:
    return [
        "run",
        "--nproc-per-node",
        str(ranks),
        *run_opts,
        "--run-dir",
        str(run_dir),
        str(FAULTS / example),
        "--hidden",
        "64",
        *args,
    ]


def _summary(run_dir: Path) -> dict[str, Any]:
    return json.loads((run_dir / "summary.json").read_text())


def _run(
    cli: str,
    run_dir: Path,
    example: str,
    *args: str,
    ranks: int = 2,
    run_opts: tuple[str, ...] = ("--ui", "none"),
) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    proc = subprocess.run(
        [cli, *_args(run_dir, example, ranks, *args, run_opts=run_opts)],
        cwd=run_dir.parent,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert (run_dir / "summary.json").exists(), proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc, _summary(run_dir)


def _ranks(summary: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {r["rank"]: r for r in summary["ranks"]}


def _assert_failed(
    summary: dict[str, Any], rank: int, cause: str, phase: str | None
) -> dict[str, Any]:
    health = summary["diagnosis"]["health"]
    assert health["label"] == "RANK FAILED", health
    assert health["rank"] == rank, health
    assert health["evidence"]["cause"] == cause, health
    if phase is not None:
        assert health["evidence"]["phase"] == phase, health
    assert summary["run"]["exit_code"] != 0
    assert _ranks(summary)[rank]["end"] == cause, summary["ranks"]
    return health


def test_exception_names_the_rank_step_phase_and_traceback_not_the_collateral(
    cli: str, tmp_path: Path
) -> None:
    # One run for what a 2-rank and a 4-rank run each proved before: the
    # culprit's step, phase and traceback, and every other rank collateral.
    proc, summary = _run(
        cli,
        tmp_path / "run",
        "crash.py",
        "--how",
        "exception",
        "--slow-rank",
        "2",
        "--onset",
        "30",
        "--steps",
        "400",
        ranks=4,
    )
    health = _assert_failed(summary, 2, "exception", "forward")
    ev = health["evidence"]
    assert ev["exception_type"] == "RuntimeError", ev
    assert "injected failure on rank 2" in ev["message"], ev
    assert ev["step"] == 30, ev
    assert "crash.py" in ev["frames"].splitlines()[0], ev["frames"]
    # The others failed after it, in the collective or ended by torchrun: collateral.
    assert sorted(ev["collateral_ranks"].split(", ")) == ["0", "1", "3"], ev
    assert all(_ranks(summary)[r]["end"] != "exception" for r in (0, 1, 3)), summary["ranks"]
    # The terminal summary puts health first.
    text = proc.stdout
    assert text.index("HEALTH") < text.index("step time"), text[-2000:]


@pytest.mark.parametrize(
    "how,cause,exit_text",
    [
        ("sigkill", "signal", "signal 9 (SIGKILL)"),
        ("sigsegv", "signal", "signal 11 (SIGSEGV)"),
        ("exit", "exit_code", "exit code 3"),
    ],
)
def test_a_rank_that_dies_without_an_exception(
    cli: str, tmp_path: Path, how: str, cause: str, exit_text: str
) -> None:
    _, summary = _run(
        cli, tmp_path / "run", "crash.py", "--how", how, "--onset", "40", "--steps", "400"
    )
    health = _assert_failed(summary, 1, cause, None)
    assert health["evidence"]["exit"].startswith(exit_text), health
    assert exit_text in _ranks(summary)[1]["end_detail"], summary["ranks"]
    if how == "sigsegv":  # faulthandler wrote the crashing thread's stack
        assert "crash.py" in health["evidence"]["stack"], health


def test_out_of_memory(cli: str, tmp_path: Path) -> None:
    _, summary = _run(cli, tmp_path / "run", "oom.py", "--onset", "40", "--steps", "400")
    health = _assert_failed(summary, 1, "out_of_memory", "forward")
    assert health["evidence"]["exception_type"] == "torch.OutOfMemoryError", health


def test_user_stop(cli: str, tmp_path: Path) -> None:
    # SIGTERM to `steplens run` in the middle: a stop the user asked for. (A
    # healthy run's OK and its ranks' "finished": test_ddp_cli.py's run.)
    run_dir = tmp_path / "stopped"
    proc = start_cli(
        [cli, *_args(run_dir, "healthy.py", 2, "--steps", "100000", run_opts=("--ui", "none"))],
        tmp_path,
    )
    out = wait_for_output(proc, "step  100", timeout=120)
    proc.send_signal(signal.SIGTERM)
    out += proc.communicate(timeout=60)[0]
    health = _summary(run_dir)["diagnosis"]["health"]
    assert health["label"] == "STOPPED", (health, out[-2000:])
    assert health["rank"] is None


def test_a_rank_that_never_traces_is_named(cli: str, tmp_path: Path) -> None:
    script = tmp_path / "rank0_only.py"
    script.write_text(
        textwrap.dedent("""
        import torch, torch.distributed as dist
        from torch.nn.parallel import DistributedDataParallel
        import steplens
        dist.init_process_group("gloo")
        model = DistributedDataParallel(torch.nn.Linear(4, 1))
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        for _ in range(20):
            x = torch.randn(8, 4)
            if dist.get_rank() == 0:
                with steplens.trace_step(model):
                    model(x).sum().backward(); opt.step(); opt.zero_grad()
            else:
                model(x).sum().backward(); opt.step(); opt.zero_grad()
        dist.destroy_process_group()
    """)
    )
    proc = subprocess.run(
        [
            cli,
            "run",
            "--nproc-per-node",
            "2",
            "--ui",
            "none",
            "--run-dir",
            str(tmp_path / "run"),
            str(script),
        ],
        cwd=tmp_path,
        env=launcher_free_env(),
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    summary = _summary(tmp_path / "run")
    health = summary["diagnosis"]["health"]
    assert health["severity"] == "warning", health
    assert "rank 1 never connected" in health["summary"], health
    assert _ranks(summary)[1]["end"] == "never_connected", summary["ranks"]


# --- hangs --------------------------------------------------------------------


HANG_OPTS = ("--ui", "terminal", "--hang-after", "5")  # piped: the compact view


def _hang_live(cli: str, tmp_path: Path, run_dir: Path, *args: str) -> tuple[str, str]:
    """hang.py on 2 ranks until the live view says HANG on rank 1, then
    Ctrl-C: (the output up to that line, the rest)."""
    proc = start_cli([cli, *_args(run_dir, "hang.py", 2, *args, run_opts=HANG_OPTS)], tmp_path)
    try:
        live = wait_for_output(proc, "HEALTH: HANG (rank 1", timeout=150)
        time.sleep(2.5)  # the stacks, taken once HANG is said, reach the verdict
    finally:
        proc.send_signal(signal.SIGINT)  # Ctrl-C while hung
        out = proc.communicate(timeout=60)[0]
    return live, out


@pytest.mark.parametrize(
    "where,place",
    [
        ("forward", "in forward"),
        ("dataloader", "in its data loader"),
        ("outside", "outside any step"),
    ],
)
def test_hang_is_said_live_with_the_stuck_rank_and_its_stack(
    cli: str, tmp_path: Path, where: str, place: str
) -> None:
    run_dir = tmp_path / "run"
    live, out = _hang_live(
        cli, tmp_path, run_dir, "--where", where, "--onset", "40", "--steps", "100000"
    )
    assert place in live.split("HEALTH: HANG")[-1].splitlines()[0], live[-2000:]
    health = _summary(run_dir)["diagnosis"]["health"]
    assert health["label"] == "HANG", (health, out[-3000:])
    assert health["rank"] == 1, health
    ev = health["evidence"]
    assert ev["stuck_ranks"] == "1", ev
    assert ev["waiting_ranks"] == "0", ev  # rank 0 waits in the all-reduce
    assert "hang.py" in ev["stack"], ev  # rank 1's innermost frames
    assert "rank 1: " + place in ev["positions"], ev
    assert ev["ended_by"].startswith("stopped by the user"), ev


def test_a_rank_stuck_after_its_last_step_is_a_hang(cli: str, tmp_path: Path) -> None:
    """Rank 1 never exits after training (its recorder said goodbye, as in a
    final barrier or destroy_process_group that cannot complete) while rank
    0 exits cleanly: HANG after the last step within the limit, naming rank
    1 with its stack; the summary keeps it after Ctrl-C."""
    run_dir = tmp_path / "run"
    live, out = _hang_live(cli, tmp_path, run_dir, "--where", "after-last", "--steps", "30")
    assert "after its last step" in live.split("HEALTH: HANG")[-1].splitlines()[0], live[-2000:]
    summary = _summary(run_dir)
    health = summary["diagnosis"]["health"]
    assert health["label"] == "HANG", (health, out[-3000:])
    assert (health["rank"], health["phase"]) == (1, "finished"), health
    ev = health["evidence"]
    assert ev["stuck_ranks"] == "1", ev
    assert ev["after_last_step"] is True, ev
    assert "hang.py" in ev["stack"], ev  # rank 1's innermost frames
    assert ev["ended_by"].startswith("stopped by the user"), ev
    assert summary["run"]["steps_completed"] == 30, summary["run"]


def _negative(cli: str, tmp_path: Path, *args: str) -> dict[str, Any]:
    _, summary = _run(
        cli,
        tmp_path / "run",
        "hang.py",
        *args,
        "--steps",
        "200",
        run_opts=("--ui", "none", "--hang-after", "5"),
    )
    assert summary["run"]["exit_code"] == 0, summary["run"]
    return summary["diagnosis"]


def test_an_evaluation_pass_on_every_rank_is_not_a_hang(cli: str, tmp_path: Path) -> None:
    # 15 s of real computation on every rank between two steps, 3x the limit.
    d = _negative(cli, tmp_path, "--where", "eval-all", "--onset", "60", "--hang-s", "15")
    assert d["health"]["label"] == "OK", d["health"]
    assert [e for e in d["health_timeline"] if e["label"] == "HANG"] == [], d["health_timeline"]


def test_a_long_first_step_is_not_a_hang(cli: str, tmp_path: Path) -> None:
    d = _negative(cli, tmp_path, "--where", "first-step-all", "--hang-s", "15")
    assert d["health"]["label"] == "OK", d["health"]
    assert [e for e in d["health_timeline"] if e["label"] == "HANG"] == [], d["health_timeline"]


def test_a_hang_that_resolves_stays_in_the_timeline(cli: str, tmp_path: Path) -> None:
    # Rank 1 sleeps 12 s in forward once: HANG after 5 s, then the run moves again.
    d = _negative(cli, tmp_path, "--where", "forward", "--onset", "60", "--hang-s", "12")
    assert d["health"]["label"] == "OK", d["health"]
    hangs = [e for e in d["health_timeline"] if e["label"] == "HANG"]
    assert len(hangs) == 1 and hangs[0]["rank"] == 1, d["health_timeline"]
