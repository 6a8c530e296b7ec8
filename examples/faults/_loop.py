"""Shared training loop for the fault examples in this directory.

The same data, model and gloo DDP setup as ../ddp_minimal.py, with four
places a fault example can hook into: the dataset, the model (before DDP
wraps it), the optimizer (once it exists) and the end of each traced step
(inside ``with steplens.trace_step(model):``, after ``optimizer.step()``).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, Dataset, DistributedSampler

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # examples/
from ddp_minimal import (  # noqa: E402
    FEATURES,
    RegressionDataset,
    build_parser,
    setup_distributed,
)

import steplens  # noqa: E402

__all__ = ["FEATURES", "RegressionDataset", "fault_parser", "mlp", "train"]


def fault_parser(doc: str | None, delay_ms: float) -> argparse.ArgumentParser:
    """ddp_minimal's flags plus --slow-rank and --delay-ms."""
    parser = build_parser((doc or "").splitlines()[0])
    parser.add_argument("--slow-rank", type=int, default=1, help="the rank the fault is on")
    parser.add_argument("--delay-ms", type=float, default=delay_ms)
    return parser


def mlp(hidden: int, *middle: torch.nn.Module) -> torch.nn.Sequential:
    """ddp_minimal's two-layer MLP; ``middle`` goes after the first layer."""
    return torch.nn.Sequential(
        torch.nn.Linear(FEATURES, hidden),
        *middle,
        torch.nn.ReLU(),
        torch.nn.Linear(hidden, hidden),
        torch.nn.ReLU(),
        torch.nn.Linear(hidden, 1),
    )


def train(
    args: argparse.Namespace,
    *,
    dataset: Dataset | None = None,
    model: torch.nn.Module | None = None,
    on_optimizer: Callable[[torch.optim.Optimizer], None] | None = None,
    in_step: Callable[[int], None] | None = None,
) -> None:
    rank, world_size = setup_distributed()
    torch.set_num_threads(1)  # ranks share the CPU: keep them from oversubscribing it
    torch.manual_seed(0)
    dataset = dataset if dataset is not None else RegressionDataset(size=4096)
    model = model if model is not None else mlp(args.hidden)
    if world_size > 1:
        model = DistributedDataParallel(model)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    if on_optimizer is not None:
        on_optimizer(optimizer)
    sampler = (
        DistributedSampler(dataset, num_replicas=world_size, rank=rank, seed=0)
        if world_size > 1
        else None
    )
    loader = DataLoader(dataset, batch_size=args.batch_size, sampler=sampler,
                        shuffle=sampler is None, num_workers=0, drop_last=True)

    start = time.monotonic()
    step, epoch = 0, 0
    while step < args.steps:
        if sampler is not None:
            sampler.set_epoch(epoch)
        for x, y in loader:
            with steplens.trace_step(model):
                loss = F.mse_loss(model(x), y)
                loss.backward()
                optimizer.step()
                optimizer.zero_grad(set_to_none=True)
                if in_step is not None:
                    in_step(step)
            step += 1
            if step >= args.steps:
                break
        epoch += 1

    if world_size > 1:
        dist.barrier()
        dist.destroy_process_group()
    if rank == 0:
        print(f"done: {step} steps on {world_size} rank(s) in {time.monotonic() - start:.1f} s")
    steplens.shutdown()
    if args.done_file:
        with open(f"{args.done_file}.rank{rank}", "w") as f:
            f.write(f"{step}\n")
