"""The job of test_deep_allreduce.py: a user's own data-parallel loop — no
DDP wrapper, the gradients all-reduced by hand with torch.distributed —
over a model of named blocks, traced with ``steplens.trace_step(model)``.
On rank ``SLOW_RANK``, ``blocks.<SLOW_BLOCK>`` sleeps ``FORWARD_MS`` in
its forward.

    steplens run --deep=every --nproc-per-node 2 allreduce_layer_job.py STEPS FORWARD_MS
"""

from __future__ import annotations

import sys
import time

import torch
import torch.distributed as dist

import steplens

HIDDEN = 32
DEPTH = 3
SLOW_RANK = 1
SLOW_BLOCK = 1


class Block(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.attn = torch.nn.Linear(HIDDEN, HIDDEN)
        self.mlp = torch.nn.Linear(HIDDEN, HIDDEN)
        self.sleep_s = 0.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.sleep_s > 0:
            time.sleep(self.sleep_s)
        x = x + self.attn(x)
        return x + torch.relu(self.mlp(x))


class Model(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.embed = torch.nn.Linear(HIDDEN, HIDDEN)
        self.blocks = torch.nn.Sequential(*(Block() for _ in range(DEPTH)))
        self.head = torch.nn.Linear(HIDDEN, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.blocks(self.embed(x)))


def main() -> None:
    steps, forward_ms = int(sys.argv[1]), float(sys.argv[2])
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = Model()
    for p in model.parameters():  # the same start on every rank, as DDP would broadcast
        dist.broadcast(p.data, src=0)
    if rank == SLOW_RANK:
        model.blocks[SLOW_BLOCK].sleep_s = forward_ms / 1e3
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    x = torch.randn(16, HIDDEN)
    y = torch.randn(16, 1)
    for _ in range(steps):
        with steplens.trace_step(model):
            opt.zero_grad()
            loss = torch.nn.functional.mse_loss(model(x), y)
            loss.backward()
            for p in model.parameters():
                if p.grad is not None:
                    dist.all_reduce(p.grad)
                    p.grad /= world
            opt.step()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
