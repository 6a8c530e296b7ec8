"""The job of test_deep_allreduce.py: a user's own data-parallel loop — no
DDP wrapper, the gradients all-reduced by hand with torch.distributed (one
flat tensor per step) —
over deep_switch_job.py's model of named blocks, traced with
``steplens.trace_step(model)``. On rank ``SLOW_RANK``,
``blocks.<SLOW_BLOCK>`` sleeps ``FORWARD_MS`` in its forward.

    steplens run --deep=every --nproc-per-node 2 allreduce_layer_job.py STEPS FORWARD_MS
"""

from __future__ import annotations

import sys
import time

import torch
import torch.distributed as dist
from deep_switch_job import HIDDEN, Model  # the same named blocks

import steplens

SLOW_RANK = 1
SLOW_BLOCK = 1


def slow_down(block: torch.nn.Module, sleep_s: float) -> None:
    """Makes the block's own forward sleep first (inside the module's call,
    so its hooks time the sleep as the block's)."""
    inner = block.forward

    def forward(x: torch.Tensor) -> torch.Tensor:
        time.sleep(sleep_s)
        return inner(x)

    block.forward = forward  # type: ignore[method-assign]


def main() -> None:
    steps, forward_ms = int(sys.argv[1]), float(sys.argv[2])
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = Model()
    for p in model.parameters():  # the same start on every rank, as DDP would broadcast
        dist.broadcast(p.data, src=0)
    if rank == SLOW_RANK:
        slow_down(model.blocks[SLOW_BLOCK], forward_ms / 1e3)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    x = torch.randn(16, HIDDEN)
    y = torch.randn(16, 1)
    for _ in range(steps):
        with steplens.trace_step(model):
            opt.zero_grad()
            loss = torch.nn.functional.mse_loss(model(x), y)
            loss.backward()
            # One flat all-reduce of every gradient (a single bucket).
            grads = [p.grad for p in model.parameters() if p.grad is not None]
            flat = torch.cat([g.reshape(-1) for g in grads])
            dist.all_reduce(flat)
            flat /= world
            offset = 0
            for g in grads:
                g.copy_(flat[offset : offset + g.numel()].view_as(g))
                offset += g.numel()
            opt.step()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
