"""A compute straggler inside backward: the case durations cannot see.

Same data and model shape as ../ddp_minimal.py, but on one rank
(``--slow-rank``, default 1) an identity autograd Function placed after the
first layer sleeps ``--delay-ms`` (default 20 ms) in its backward — extra
backward work on that rank only, after the gradients of the upper layers
are ready and before those of the first layer are.

    torchrun --nproc-per-node 2 examples/faults/backward_straggler.py
    steplens run --nproc-per-node 2 examples/faults/backward_straggler.py

What to expect (DESIGN.md §4, "a straggler is the rank the others wait
for"): DDP's gradient all-reduce runs inside backward, so the healthy rank's
backward absorbs the wait and *both ranks' backward durations look alike*
(within a few per cent). Arrival times tell them apart: the last gradient
bucket becomes ready ``--delay-ms`` later on the slow rank, which arrives
last at gradient synchronisation in nearly every step (summary.json:
step_time.sync_arrival, rank 1 with last_arrivals ≈ steps and a mean
lateness ≈ the delay). Run as one process there is no slow rank.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, DistributedSampler

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # examples/
from ddp_minimal import FEATURES, RegressionDataset, build_parser, setup_distributed  # noqa: E402

import steplens  # noqa: E402


class SlowBackward(torch.autograd.Function):
    """Identity forward; its backward sleeps ``delay_s`` first."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, delay_s: float) -> torch.Tensor:  # type: ignore[override]
        ctx.delay_s = delay_s
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad: torch.Tensor) -> tuple[torch.Tensor, None]:  # type: ignore[override]
        if ctx.delay_s > 0:
            time.sleep(ctx.delay_s)
        return grad, None


class Model(torch.nn.Module):
    def __init__(self, hidden: int, delay_s: float) -> None:
        super().__init__()
        self.first = torch.nn.Linear(FEATURES, hidden)
        self.rest = torch.nn.Sequential(
            torch.nn.ReLU(),
            torch.nn.Linear(hidden, hidden),
            torch.nn.ReLU(),
            torch.nn.Linear(hidden, 1),
        )
        self.delay_s = delay_s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.rest(SlowBackward.apply(self.first(x), self.delay_s))


def main() -> None:
    parser = build_parser(__doc__.splitlines()[0])
    parser.add_argument("--slow-rank", type=int, default=1)
    parser.add_argument("--delay-ms", type=float, default=20.0)
    args = parser.parse_args()

    rank, world_size = setup_distributed()
    torch.set_num_threads(1)
    torch.manual_seed(0)
    delay_s = args.delay_ms / 1000.0 if rank == args.slow_rank else 0.0
    model: torch.nn.Module = Model(args.hidden, delay_s)
    if world_size > 1:
        model = DistributedDataParallel(model)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    dataset = RegressionDataset(size=4096)
    sampler = (
        DistributedSampler(dataset, num_replicas=world_size, rank=rank, seed=0)
        if world_size > 1
        else None
    )
    loader = DataLoader(dataset, batch_size=args.batch_size, sampler=sampler,
                        shuffle=sampler is None, num_workers=0, drop_last=True)

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
            step += 1
            if step >= args.steps:
                break
        epoch += 1

    if world_size > 1:
        dist.barrier()
        dist.destroy_process_group()
    if rank == 0:
        print(f"done: {step} steps on {world_size} rank(s)")
    steplens.shutdown()


if __name__ == "__main__":
    main()
