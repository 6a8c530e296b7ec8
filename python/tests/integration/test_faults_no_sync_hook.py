"""The fault examples without sync arrival times: the culprit or nobody, never the victim.

``STEPLENS_SYNC_HOOK=0`` switches the DDP sync-arrival hook off, which is what
FSDP, a user's own communication hook or a failed hook leave the engine
with: phase durations only. Under DDP the gradient all-reduce runs inside
backward, so the rank that waits for a late one has the *longer* backward;
the engine must name the late rank (compared on the phases outside
backward) or, where durations cannot separate them (a rank slow inside
backward), nobody — never the rank that waited (issue 18,
docs/reference/diagnoses.md "Duration fallback").

Real 2-rank gloo DDP runs under ``steplens run``, short (the injected 20 ms
is several times the ~3 ms step at --hidden 64), one module so the wall time
stays small. Each run checks the whole-run verdict in summary.json and
every step-time episode of the live timeline: none names rank 0, the rank
that only waited.

    pytest -m slow python/tests/integration/test_faults_no_sync_hook.py
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
STEPS = 120  # ~3 s with the 20 ms injection: several live evaluations
VICTIM = 0  # --slow-rank is 1: rank 0 only waits for it

pytestmark = pytest.mark.slow


def _run(cli: str, run_dir: Path, example: str, *args: str, steps: int = STEPS) -> dict[str, Any]:
    env = launcher_free_env()
    env["STEPLENS_SYNC_HOOK"] = "0"
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
            str(FAULTS / example),
            "--steps",
            str(steps),
            "--hidden",
            "64",
            *args,
        ],
        cwd=run_dir.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return json.loads((run_dir / "summary.json").read_text())["diagnosis"]


# example, whole-run step-time label, culprit rank (None: nobody), phase
CASES = [
    ("input_bound.py", "INPUT-BOUND", None, None),
    ("wait_heavy.py", "WAIT-HEAVY", None, None),
    ("input_straggler.py", "INPUT STRAGGLER", 1, None),
    ("forward_straggler.py", "COMPUTE STRAGGLER", 1, "forward"),
    ("optimizer_straggler.py", "COMPUTE STRAGGLER", 1, "optimizer"),
    # Slow inside backward: durations cannot tell it from the wait of the
    # other rank, so nobody is named (the arrival hook names it).
    ("backward_straggler.py", None, None, None),
]


@pytest.mark.parametrize(
    ("example", "label", "rank", "phase"),
    CASES,
    ids=[case[0].removesuffix(".py") for case in CASES],
)
def test_fault_without_arrival(
    cli: str, tmp_path: Path, example: str, label: str | None, rank: int | None, phase: str | None
) -> None:
    diagnosis = _run(cli, tmp_path / "run", example, "--delay-ms", "20")
    step = diagnosis["step_time"]
    assert step["evidence"].get("attribution") in (None, "durations"), step
    if label is not None:
        assert step["label"] == label, step
    assert step["rank"] == rank, step
    assert step["phase"] == phase, step
    named = [
        (e["label"], e["rank"], e["start_step"])
        for e in diagnosis["timeline"]
        if e["kind"] == "step_time" and e["rank"] is not None
    ]
    assert all(r != VICTIM for _, r, _ in named), named
    if rank is None:
        assert not named, named


def test_memory_creep_without_arrival(cli: str, tmp_path: Path) -> None:
    diagnosis = _run(cli, tmp_path / "run", "memory_creep.py", "--leak-mib", "8")
    memory = diagnosis["step_memory"]
    assert memory["label"] in ("MEMORY CREEP", "MEMORY CREEP (EARLY)"), memory
    assert memory["rank"] is None, memory
    assert diagnosis["step_time"]["rank"] is None, diagnosis["step_time"]
