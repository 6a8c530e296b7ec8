"""Forward straggler: one rank does extra work in forward.

On ``--slow-rank`` (default 1) a module after the first layer spins the CPU
for ``--delay-ms`` (default 20 ms) in its forward — rank-local extra compute
(a shape difference, a debug branch). The other ranks wait for it at the
gradient all-reduce inside backward.

    steplens run --nproc-per-node 2 examples/faults/forward_straggler.py --hidden 64

Expect: step time COMPUTE STRAGGLER, rank = the slow rank, phase forward.
As one process there is no rank 1: nothing is injected.
"""

from __future__ import annotations

import os
import time

import torch
from _loop import fault_on, fault_parser, mlp, train


class SlowForward(torch.nn.Module):
    """Identity whose forward busy-waits ``delay_s`` (a sleep would free the CPU)."""

    def __init__(self, delay_s: float) -> None:
        super().__init__()
        self.delay_s = delay_s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.delay_s > 0 and fault_on():
            end = time.perf_counter() + self.delay_s
            while time.perf_counter() < end:
                pass
        return x


def main() -> None:
    args = fault_parser(__doc__, delay_ms=20.0).parse_args()
    rank = int(os.environ.get("RANK", "0"))
    delay_s = args.delay_ms / 1e3 if rank == args.slow_rank else 0.0
    train(args, model=mlp(args.hidden, SlowForward(delay_s)))


if __name__ == "__main__":
    main()
