"""A healthy, small DDP training run instrumented with steplens.

A two-layer MLP learns a noisy linear target from a real torch DataLoader
(num_workers=0), wrapped in DistributedDataParallel over gloo (CPU). Every
step is one ``with steplens.trace_step(model):`` block; steplens times the
dataloader fetch, forward, backward and optimizer phases by itself.

    python examples/ddp_minimal.py --steps 200              # one process
    torchrun --nproc-per-node 2 examples/ddp_minimal.py     # two ranks, spooled
    steplens run --nproc-per-node 2 examples/ddp_minimal.py # two ranks, live view

Expect: every rank about equally fast, the step-time diagnosis BALANCED.
Without the ``steplens run`` launcher the records are spooled to
``./steplens_runs/<run-id>/`` (rank 0 prints where) and
``steplens report <dir>`` summarises them.
"""

from __future__ import annotations

import argparse
import gc
import os
import time
from collections.abc import Callable, Iterable
from typing import Any

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, Dataset, DistributedSampler

import steplens

FEATURES = 32


class RegressionDataset(Dataset):
    """y = x · w + noise, generated once (deterministic)."""

    def __init__(self, size: int, seed: int = 0) -> None:
        gen = torch.Generator().manual_seed(seed)
        self.x = torch.randn(size, FEATURES, generator=gen)
        w = torch.randn(FEATURES, 1, generator=gen)
        self.y = self.x @ w + 0.1 * torch.randn(size, 1, generator=gen)

    def __len__(self) -> int:
        return len(self.x)

    def __getitem__(self, index: int) -> tuple[torch.Tensor, torch.Tensor]:
        return self.x[index], self.y[index]


def build_parser(description: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--steps", type=int, default=300, help="training steps per rank")
    parser.add_argument("--batch-size", type=int, default=128)
    parser.add_argument(
        "--hidden", type=int, default=1024, help="hidden width (1024: ~30 ms steps on a CPU core)"
    )
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument(
        "--done-file",
        metavar="PATH",
        help="written by each rank when it finished cleanly (PATH.rank<r>)",
    )
    return parser


def setup_distributed() -> tuple[int, int]:
    """gloo process group when launched by torchrun (WORLD_SIZE set), else none."""
    if "WORLD_SIZE" in os.environ:
        dist.init_process_group("gloo")
        return dist.get_rank(), dist.get_world_size()
    return 0, 1


def mlp(hidden: int, *middle: torch.nn.Module) -> torch.nn.Sequential:
    """The example model; ``middle`` modules go right after the first layer."""
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
    dataset: Dataset | None = None,
    *,
    model: torch.nn.Module | None = None,
    on_optimizer: Callable[[torch.optim.Optimizer], None] | None = None,
    in_step: Callable[[int], None] | None = None,
    after_step: Callable[[int], None] | None = None,
    wrap_loader: Callable[[DataLoader], Iterable[Any]] | None = None,
) -> None:
    """The training loop every example shares. The fault examples plug in a
    dataset, a model (before DDP wraps it), a hook on the optimizer once it
    exists, ``in_step(step)``, run inside the traced step after
    ``optimizer.step()``, ``after_step(step)``, run between steps, and
    ``wrap_loader(loader)``, what the loop iterates instead of the loader."""
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
    loader = DataLoader(
        dataset,
        batch_size=args.batch_size,
        sampler=sampler,
        shuffle=sampler is None,
        num_workers=0,
        drop_last=True,
    )

    start = time.monotonic()
    step, epoch = 0, 0
    loss = torch.tensor(float("nan"))
    while step < args.steps:
        if sampler is not None:
            sampler.set_epoch(epoch)
        for x, y in loader if wrap_loader is None else wrap_loader(loader):
            with steplens.trace_step(model):
                loss = F.mse_loss(model(x), y)
                loss.backward()
                optimizer.step()
                optimizer.zero_grad(set_to_none=True)
                if in_step is not None:
                    in_step(step)
                steplens.log(loss=loss)
            if after_step is not None:
                after_step(step)
            step += 1
            if rank == 0 and step % 50 == 0:
                print(f"step {step:4d}  loss {loss.item():.4f}")
            if step >= args.steps:
                break
        epoch += 1

    steplens.shutdown()  # the last step is recorded; steplens lets go of the model
    if world_size > 1:
        dist.barrier()
        # DDP and the gloo work it holds are freed while the interpreter is
        # whole: a process group still referenced at exit can abort the rank
        # then ("terminate called without an active exception", torch's).
        del model, optimizer
        gc.collect()
        dist.destroy_process_group()
    if rank == 0:
        print(
            f"done: {step} steps on {world_size} rank(s) in {time.monotonic() - start:.1f} s, "
            f"final loss {loss.item():.4f}"
        )
    if args.done_file:
        with open(f"{args.done_file}.rank{rank}", "w") as f:
            f.write(f"{step}\n")


def main() -> None:
    args = build_parser(__doc__.splitlines()[0]).parse_args()
    train(args)


if __name__ == "__main__":
    main()
