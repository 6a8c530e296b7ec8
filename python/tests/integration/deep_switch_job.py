"""The job of test_deep_switch.py: a small DDP model of named blocks, traced
with ``steplens.trace_step(model)`` (deep mode off: nothing in the code
turns it on), training until the file ``STOP`` (its first argument) exists.

Each rank checks the file and the ranks agree with an all-reduce, so both
stop after the same step. At the end each rank writes
``<run-dir>/deep-<rank>.json``: the steps it ran, the deep steps it
committed (``layer_stats``) and the switches it received.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP

import steplens
from steplens import _core

HIDDEN = 32
MAX_STEPS = 20_000  # a bound, should the test never say stop
STEP_SLEEP_S = 0.005


class Block(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.attn = torch.nn.Linear(HIDDEN, HIDDEN)
        self.mlp = torch.nn.Linear(HIDDEN, HIDDEN)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(x)
        return x + torch.relu(self.mlp(x))


class Model(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embed = torch.nn.Linear(HIDDEN, HIDDEN)
        self.blocks = torch.nn.Sequential(Block(), Block())
        self.head = torch.nn.Linear(HIDDEN, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.blocks(self.embed(x)))


def main() -> None:
    stop = Path(sys.argv[1])
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)
    model = DDP(Model())
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    x = torch.randn(16, HIDDEN)
    y = torch.randn(16, 1)
    steps = 0
    for _ in range(MAX_STEPS):
        with steplens.trace_step(model):
            opt.zero_grad()
            loss = torch.nn.functional.mse_loss(model(x), y)
            loss.backward()
            opt.step()
        steps += 1
        flag = torch.tensor([1 if stop.exists() else 0])
        dist.all_reduce(flag, op=dist.ReduceOp.MAX)
        if flag.item():
            break
        time.sleep(STEP_SLEEP_S)
    report = {
        "steps": steps,
        "deep_steps": _core.layer_stats()["steps"],
        "switches": _core.stats()["deep_switches"],
        "mode": _core.deep_state()["mode"],
    }
    run_dir = Path(os.environ["STEPLENS_RUN_DIR"])
    (run_dir / f"deep-{rank}.json").write_text(json.dumps(report))
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
