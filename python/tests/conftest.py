"""Shared pytest configuration for steplens' Python tests."""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
import warnings
from pathlib import Path
from typing import Any

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = REPO_ROOT / "examples"


def steplens_cli() -> str | None:
    """The steplens CLI next to this Python (the venv's bin), else on PATH."""
    candidate = Path(sys.executable).parent / "steplens"
    if candidate.is_file() and os.access(candidate, os.X_OK):
        return str(candidate)
    return shutil.which("steplens")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: multi-process tests (seconds to a minute)")
    config.addinivalue_line("markers", "gpu: needs a CUDA device")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Any:
    """With STEPLENS_TEST_CPU=FILE, one JSON line per test: its wall time and
    the CPU time of this process and of the processes it waited for (the
    jobs it ran), so the suite's time splits into computing and waiting."""
    path = os.environ.get("STEPLENS_TEST_CPU")
    if not path:
        yield
        return

    def cpu() -> float:
        total = 0.0
        for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
            u = resource.getrusage(who)
            total += u.ru_utime + u.ru_stime
        return total

    wall0, cpu0 = time.monotonic(), cpu()
    yield
    wall, used = time.monotonic() - wall0, cpu() - cpu0
    with open(path, "a", encoding="utf-8") as f:
        f.write(
            json.dumps({"test": item.nodeid, "wall_s": round(wall, 2), "cpu_s": round(used, 2)})
        )
        f.write("\n")


@pytest.fixture(scope="session")
def cli() -> str:
    path = steplens_cli()
    if path is None:
        pytest.skip(
            "the steplens CLI binary is not installed next to this Python "
            f"({Path(sys.executable).parent}/steplens); run `pip install .` first"
        )
    return path


def launcher_free_env() -> dict[str, str]:
    """This process's environment without steplens/torchrun variables, so a
    test's child process starts as if from a user's shell."""
    env = dict(os.environ)
    for name in (
        "STEPLENS_ENDPOINT",
        "STEPLENS_RUN_ID",
        "STEPLENS_RUN_DIR",
        "STEPLENS_TOKEN",
        "RANK",
        "LOCAL_RANK",
        "WORLD_SIZE",
        "TORCHELASTIC_RUN_ID",
    ):
        env.pop(name, None)
    return env


def start_cli(
    cmd: list[str], cwd: Path, env: dict[str, str] | None = None
) -> subprocess.Popen[str]:
    """A `steplens` command started as from a user's shell (launcher_free_env,
    or `env`), its stdout and stderr merged into one text pipe."""
    return subprocess.Popen(
        cmd,
        cwd=cwd,
        env=launcher_free_env() if env is None else env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def wait_for_output(proc: subprocess.Popen[str], needle: str, timeout: float) -> str:
    """Reads the process's output until `needle` appears; returns what was read."""
    assert proc.stdout is not None
    out: list[str] = []
    found = threading.Event()

    def reader() -> None:
        for line in proc.stdout:  # type: ignore[union-attr]
            out.append(line)
            if needle in line:
                found.set()
                return

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    found.wait(timeout)
    text = "".join(out)
    assert found.is_set(), f"{needle!r} not seen in {timeout} s:\n{text[-4000:]}"
    return text


def run_example(
    cli: str,
    run_dir: Path,
    script: Path,
    *args: str,
    ranks: int = 2,
    timeout: int = 300,
    run_flags: tuple[str, ...] = (),
) -> dict[str, Any]:
    """``steplens run --ui none`` of an example script on ``ranks`` gloo ranks
    (the rank's own flags in ``args``, more `steplens run` flags in
    ``run_flags``); asserts it exited 0 and returns its summary.json.

    A run that failed only by torch aborting a rank at interpreter exit,
    after its last step (see _aborted_at_exit), is run once more, with a
    warning; any other failure, or that one twice, fails."""
    cmd = [
        cli,
        "run",
        "--nproc-per-node",
        str(ranks),
        "--ui",
        "none",
        "--port",
        "0",
        "--run-dir",
        str(run_dir),
        *run_flags,
        str(script),
        *args,
    ]
    for attempt in range(2):
        proc = subprocess.run(
            cmd,
            cwd=run_dir.parent,
            env=launcher_free_env(),
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        if proc.returncode == 0 or attempt == 1 or not _aborted_at_exit(run_dir):
            break
        warnings.warn(
            f"{script.name}: torch aborted a rank at exit after its last step; run again",
            stacklevel=2,
        )
        shutil.rmtree(run_dir)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    summary: dict[str, Any] = json.loads((run_dir / "summary.json").read_text())
    return summary


def _aborted_at_exit(run_dir: Path) -> bool:
    """True when the run's only failure is torch's abort at interpreter exit:
    gloo's worker threads torn down during finalization ("terminate called
    without an active exception", intermittent, with or without steplens;
    torch issue 190489 and PR 179291). The health verdict then names a rank
    that ended by SIGABRT in phase "finished", after the last step."""
    try:
        summary = json.loads((run_dir / "summary.json").read_text())
        log = (run_dir / "stdout.log").read_text(errors="replace")
    except (OSError, ValueError):
        return False
    health = summary.get("diagnosis", {}).get("health", {})
    evidence = health.get("evidence") or {}
    return (
        health.get("label") == "RANK FAILED"
        and evidence.get("phase") == "finished"
        and "SIGABRT" in str(evidence.get("exit", ""))
        and "terminate called without an active exception" in log
    )


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get_json(url: str, timeout: float = 10) -> Any:
    """GET `url`; asserts 200 and returns the parsed JSON body."""
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        assert resp.status == 200, url
        return json.loads(resp.read())


class Serve:
    """`steplens serve RUN_DIR... --port P` for the duration of a test."""

    def __init__(self, cli: str, *run_dirs: Path) -> None:
        self.port = free_port()
        self.proc = subprocess.Popen(
            [cli, "serve", *map(str, run_dirs), "--port", str(self.port)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        self.line = self.proc.stdout.readline()
        self.base = f"http://127.0.0.1:{self.port}"

    def stop(self) -> int:
        self.proc.send_signal(signal.SIGINT)
        return self.proc.wait(timeout=20)


def named_for_a_saturated_host(step: dict[str, Any]) -> bool:
    """True when the step-time verdict ``step`` names a rank at warning with
    the host's contention note on a saturated host (asserted once it names
    a rank with that note). A host saturated by other work (the loaded-host
    repeats of issue 26: two CPU hogs on 2 cores) really slows one rank of a
    healthy job; steplens says so at warning, with the host's share in the
    note, never critical (docs/reference/diagnoses.md, "On a saturated host,
    a straggler is a warning"). The caller checks its usual verdict when
    False."""
    evidence = step.get("evidence") or {}
    if step["rank"] is None or "contention_note" not in evidence:
        return False
    assert step["severity"] == "warning", step
    assert evidence["host_cpu_pct"] >= 90, step
    warnings.warn(f"rank {step['rank']} named on a saturated host: {step['summary']}", stacklevel=2)
    return True


def names_rank_or_contention(step: dict[str, Any], rank: int, label: str) -> bool:
    """Asserts that the step-time verdict ``step`` names ``rank`` with a
    label containing ``label``, or says that host contention kept it from naming that very
    rank (``contention_rank`` and ``contention_note`` in its evidence: on a
    saturated host the scheduler starves ranks unevenly, and the engine
    refuses to blame one for it; diagnoses.md, "Host contention"). True
    when named: the caller then checks the named straggler's figures.

    The injected faults burn or sleep a few ms per step on 2 shared cores;
    with other work on those cores (the loaded-host repeats of issue 26)
    both answers are true, any other is not."""
    if label in step["label"] and step["rank"] == rank:
        return True
    evidence = step.get("evidence") or {}
    assert evidence.get("contention_rank") == rank and evidence.get("contention_note"), step
    warnings.warn(
        f"rank {rank} not named: host contention ({evidence['contention_note']})", stacklevel=2
    )
    return False
