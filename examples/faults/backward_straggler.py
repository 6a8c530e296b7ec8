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

import os
import time

import torch
from _loop import FEATURES, fault_on, fault_parser, train


class SlowBackward(torch.autograd.Function):
    """Identity forward; its backward sleeps ``delay_s`` first."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, delay_s: float) -> torch.Tensor:  # type: ignore[override]
        ctx.delay_s = delay_s
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad: torch.Tensor) -> tuple[torch.Tensor, None]:  # type: ignore[override]
        if ctx.delay_s > 0 and fault_on():
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
    args = fault_parser(__doc__, delay_ms=20.0).parse_args()
    rank = int(os.environ.get("RANK", "0"))
    delay_s = args.delay_ms / 1000.0 if rank == args.slow_rank else 0.0
    train(args, model=Model(args.hidden, delay_s))


if __name__ == "__main__":
    main()
