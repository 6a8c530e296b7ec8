"""Deep mode on a device: each module's time is the device's (DESIGN.md §8,
recorder/layer_timer.h), tested through the simulated device.

One rank under ``steplens run --deep=every`` with STEPLENS_TEST_DEVICE=sim:
layer ``1`` queues a 15 ms simulated kernel in its forward and a 25 ms one
in its backward, and the host returns at once, as on a GPU. With device
timing its forward and backward show the kernels' time; with
STEPLENS_DEVICE_TIMING=0 (host time, the queueing time a GPU user would
otherwise see) they do not. The same layer moves the simulated allocator by
KEEP bytes in its forward (what it keeps for backward) and back in its
backward: its allocator delta is KEEP, read in the steps that read it (the
first of the run and every 16th), and not read at all without a device.

    pytest -m slow python/tests/integration/test_deep_device.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import run_example

pytest.importorskip("torch")

pytestmark = pytest.mark.slow
FWD_MS, BWD_MS, STEPS = 15.0, 25.0, 24
KEEP = 3 << 20  # bytes the layer's forward leaves allocated
ALLOC_EVERY = 16  # python/bindings/deep_hooks.cc kAllocEvery

JOB = f"""
import json, os, sys
os.environ.setdefault("STEPLENS_TEST_DEVICE", "sim")
import torch
import steplens
from steplens import _core


class Queued(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.view_as(x)

    @staticmethod
    def backward(ctx, g):
        _core._sim_kernel({BWD_MS})  # queued: the host goes on at once
        _core._sim_alloc(-{KEEP})  # what its forward kept is freed
        return g


class Layer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(16, 16)

    def forward(self, x):
        _core._sim_kernel({FWD_MS})
        _core._sim_alloc({KEEP})
        return Queued.apply(self.lin(x))


torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(16, 16), Layer(), torch.nn.Linear(16, 1))
opt = torch.optim.SGD(model.parameters(), lr=1e-3)
x = torch.randn(8, 16)
for _ in range({STEPS}):
    with steplens.trace_step(model):
        model(x).sum().backward()
        opt.step()
        opt.zero_grad()
    _core._sim_synchronize()  # the step's end waits for the device, as .item() would
steplens.shutdown()
with open(sys.argv[1], "w") as f:
    json.dump(_core.device_stats(), f)
"""


def _run(cli: str, tmp: Path, device: bool, mp: pytest.MonkeyPatch) -> tuple[dict[str, Any], Any]:
    script = tmp / "deep_device_job.py"
    script.write_text(JOB)
    stats = tmp / "stats.json"
    with mp.context() as m:
        m.setenv("STEPLENS_TEST_DEVICE", "sim")
        m.setenv("STEPLENS_DEVICE_TIMING", "1" if device else "0")
        summary = run_example(
            cli, tmp / "run", script, str(stats), ranks=1, run_flags=("--deep=every",)
        )
    assert summary["layers"] is not None, "no per-module figures"
    modules = {m["name"]: m for m in summary["layers"]["modules"]}
    return modules, json.loads(stats.read_text())


def test_module_times_are_the_devices(cli: str, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    modules, stats = _run(cli, tmp_path, True, monkeypatch)
    layer = modules["1"]
    # Lower bounds are exact (a simulated kernel lasts at least its time).
    assert layer["forward"]["median_ms"] >= FWD_MS, layer
    assert layer["backward"]["median_ms"] >= BWD_MS, layer
    assert layer["steps"] >= STEPS - 2, layer
    # The model's other layers queued nothing: far below the kernels.
    assert modules["2"]["forward"]["median_ms"] < FWD_MS / 3, modules["2"]
    assert stats["layer_steps_timed"] >= STEPS - 2, stats
    assert stats["foreign_thread_waits"] == 0, stats
    # The allocator delta: the layer's KEEP, 0 for a module that allocated
    # nothing (zero is a value); read in steps 0 and 16 of the 24.
    assert layer["alloc_delta_bytes"] == KEEP, layer
    assert layer["alloc_steps"] == -(-STEPS // ALLOC_EVERY), layer
    assert modules["2"]["alloc_delta_bytes"] == 0, modules["2"]


def test_host_time_alone_sees_only_queueing(cli: str, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    modules, stats = _run(cli, tmp_path, False, monkeypatch)
    layer = modules["1"]
    assert layer["forward"]["median_ms"] < FWD_MS / 3, layer
    assert layer["backward"]["median_ms"] < BWD_MS / 3, layer
    assert stats["kind"] == "", stats
    assert layer["alloc_delta_bytes"] is None, layer  # no device, no allocator read
