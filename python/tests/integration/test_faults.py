"""Each fault example in examples/faults/ gets the diagnosis it is built for.

Real 2-rank gloo DDP runs under ``steplens run``; summary.json's diagnosis
is computed over the last window of 100 complete steps, so every run has
more than that. The injected delays (20 ms on ~2 ms steps with --hidden 64)
and the leak (4 MiB a step: ~400 MiB a window) are several times the
thresholds of docs/reference/diagnoses.md, so a noisy shared CI host does
not flip the labels.

    pytest -m slow python/tests/integration/test_faults.py
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from conftest import launcher_free_env

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
FAULTS = REPO_ROOT / "examples" / "faults"
STEPS = 160  # > the 100-step window, with warm-up steps to spare
# The healthy run spends 15 ms of each step asleep in forward on every rank
# (--device-ms, like waiting for accelerator kernels). Pure CPU steps are not
# a stable baseline on a shared 2-core host: at --hidden 64 rank 0 was
# measured persistently late by up to 9.8 % of the iteration, and at
# --hidden 512 rank 1 once by 10.7 % (a COMPUTE STRAGGLER over the 10 % cost
# floor) — the ranks steal CPU from each other unevenly.
HEALTHY_ARGS = ("--device-ms", "15")

pytestmark = pytest.mark.slow


def _run(cli: str, run_dir: Path, example: str, *args: str) -> dict[str, Any]:
    proc = subprocess.run(
        [cli, "run", "--nproc-per-node", "2", "--ui", "none", "--port", "0",
         "--run-dir", str(run_dir), str(FAULTS / example), "--steps", str(STEPS),
         "--hidden", "64", *args],
        cwd=run_dir.parent, env=launcher_free_env(), capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return json.loads((run_dir / "summary.json").read_text())["diagnosis"]


def test_healthy(cli: str, tmp_path: Path) -> None:
    diagnosis = _run(cli, tmp_path / "run", "healthy.py", *HEALTHY_ARGS)
    step, memory = diagnosis["step_time"], diagnosis["step_memory"]
    assert step["label"] in ("BALANCED", "COMPUTE-BOUND"), step
    assert step["rank"] is None, step
    assert memory["label"] == "BALANCED", memory


# example, expected step-time label, culprit rank, phase
STEP_TIME_CASES = [
    ("input_bound.py", "INPUT-BOUND", None, None),
    ("wait_heavy.py", "WAIT-HEAVY", None, None),
    ("input_straggler.py", "INPUT STRAGGLER", 1, None),
    ("forward_straggler.py", "COMPUTE STRAGGLER", 1, "forward"),
    ("optimizer_straggler.py", "COMPUTE STRAGGLER", 1, "optimizer"),
    ("backward_straggler.py", "COMPUTE STRAGGLER", 1, "backward"),
]


@pytest.mark.parametrize(("example", "label", "rank", "phase"), STEP_TIME_CASES,
                         ids=[case[0].removesuffix(".py") for case in STEP_TIME_CASES])
def test_step_time_fault(cli: str, tmp_path: Path, example: str, label: str,
                         rank: int | None, phase: str | None) -> None:
    step = _run(cli, tmp_path / "run", example, "--delay-ms", "20")["step_time"]
    assert step["label"] == label, step
    assert step["rank"] == rank, step
    assert step["phase"] == phase, step


def test_memory_creep(cli: str, tmp_path: Path) -> None:
    memory = _run(cli, tmp_path / "run", "memory_creep.py", "--leak-mib", "4")["step_memory"]
    assert memory["label"] == "MEMORY CREEP", memory
    assert memory["rank"] is None, memory
