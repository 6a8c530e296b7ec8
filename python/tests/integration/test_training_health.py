"""The training family on real gloo DDP runs (examples/faults/loss_events.py
under ``steplens run``): a NaN loss on rank 1 at step k is NAN/INF naming
rank 1 and step k, a one-step loss spike is a LOSS SPIKE episode naming its
step; a healthy run's training verdict is OK (test_faults.py::test_healthy).

    pytest -m slow python/tests/integration/test_training_health.py
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from conftest import run_example

pytest.importorskip("torch")

REPO_ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = REPO_ROOT / "examples" / "faults" / "loss_events.py"

pytestmark = pytest.mark.slow


def _run(cli: str, run_dir: Path, *args: str, steps: int) -> dict[str, Any]:
    summary = run_example(cli, run_dir, EXAMPLE, "--steps", str(steps), "--hidden", "64", *args)
    diagnosis: dict[str, Any] = summary["diagnosis"]
    return diagnosis


def test_a_nan_loss_names_the_rank_and_the_step(cli: str, tmp_path: Path) -> None:
    diagnosis = _run(cli, tmp_path / "run", "--nan-step", "60", steps=120)
    training = diagnosis["training"]
    assert (training["label"], training["severity"], training["rank"]) == (
        "NAN/INF",
        "critical",
        1,
    ), training
    assert training["evidence"]["first_step"] == 60, training
    assert training["evidence"]["signal"] == "loss"
    # Rank 1 from step 60, rank 0 (poisoned by the all-reduce) from 61.
    assert training["evidence"]["non_finite_values"] == 60 + 59, training
    # Shown live from the first evaluation after step 60 completed on every
    # rank (until then a lagging rank may hold an earlier one): an observed
    # value needs no confirmation. One episode, naming rank 1 from the start:
    # rank 0's NaN at step 61 may arrive first, but it is not the first.
    nan = [e for e in diagnosis["timeline"] if e["kind"] == "training" and e["label"] == "NAN/INF"]
    assert [e["rank"] for e in nan] == [1], diagnosis["timeline"]
    assert nan[0]["shown_step"] == nan[0]["start_step"] >= 60, diagnosis["timeline"]


def test_a_loss_spike_names_its_step(cli: str, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    diagnosis = _run(cli, run_dir, "--spike-step", "80", steps=200)
    timeline = [
        e for e in diagnosis["timeline"] if e["kind"] == "training" and e["label"] != "NO DATA"
    ]
    assert timeline[0]["label"] == "OK", timeline  # before the spike (after the first 5 steps)
    spikes = [e for e in timeline if e["label"] == "LOSS SPIKE"]
    assert len(spikes) == 1 and spikes[0]["rank"] == 1, timeline
    assert spikes[0]["start_step"] >= 80, timeline
    db = sqlite3.connect(f"file:{run_dir / 'steplens.db'}?mode=ro", uri=True)
    (evidence,) = db.execute(
        "SELECT evidence_json FROM diagnosis_episodes WHERE kind = 'training' AND label = 'LOSS SPIKE'"
    ).fetchone()
    db.close()
    assert json.loads(evidence)["spike_step"] == 80, evidence
    # Clipping kept the weights: the loss is finite throughout.
    assert diagnosis["training"]["label"] != "NAN/INF", diagnosis["training"]


NO_LOG_SCRIPT = """
import os, torch, torch.distributed as dist, steplens
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, TensorDataset, DistributedSampler
dist.init_process_group("gloo")
torch.manual_seed(0)
torch.set_num_threads(1)
x = torch.randn(2048, 8)
data = TensorDataset(x, x @ torch.randn(8, 1))
loader = DataLoader(data, batch_size=32, sampler=DistributedSampler(data), drop_last=True)
model = DistributedDataParallel(torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(),
                                                    torch.nn.Linear(32, 1)))
opt = torch.optim.SGD(model.parameters(), lr=0.02)
for xb, yb in loader:  # 32 steps; the loss is never logged
    with steplens.trace_step(model):
        torch.nn.functional.mse_loss(model(xb), yb).backward()
        opt.step()
        opt.zero_grad()
dist.destroy_process_group()
"""


def test_the_loss_needs_no_user_code_on_a_cpu(cli: str, tmp_path: Path) -> None:
    script = tmp_path / "no_log.py"
    script.write_text(NO_LOG_SCRIPT)
    summary = run_example(cli, tmp_path / "run", script)
    training = summary["diagnosis"]["training"]
    assert training["label"] == "OK", training  # not NO DATA: read from backward()
    assert training["evidence"]["ranks_with_loss"] == 2, training
    assert training["evidence"]["steps_with_loss"] == 32, training
    assert training["evidence"]["trend_pct"] < 0, training  # it learns
