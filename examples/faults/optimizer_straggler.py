"""Optimizer straggler: one rank does extra work in the optimizer step.

On ``--slow-rank`` (default 1) an optimizer step post-hook sleeps
``--delay-ms`` (default 20 ms) — rank-local extra work in the update
(per-rank gradient clipping, an EMA copy, a debug norm). Per-optimizer
post-hooks run before the global ones steplens times the step with, so
the delay is inside the measured optimizer phase. The slow rank then starts
the next step late and arrives last at the next gradient sync.

    steplens run --nproc-per-node 2 examples/faults/optimizer_straggler.py --hidden 64

Expect: step time COMPUTE STRAGGLER, rank = the slow rank, phase optimizer.
As one process there is no rank 1: nothing is injected.
"""

from __future__ import annotations

import os
import time
from typing import Any

import torch
from _loop import fault_on, fault_parser, train


def main() -> None:
    args = fault_parser(__doc__, delay_ms=20.0).parse_args()
    rank = int(os.environ.get("RANK", "0"))
    delay_s = args.delay_ms / 1e3 if rank == args.slow_rank else 0.0

    def slow_step(_optimizer: torch.optim.Optimizer, _args: Any, _kwargs: Any) -> None:
        if fault_on():
            time.sleep(delay_s)

    def on_optimizer(optimizer: torch.optim.Optimizer) -> None:
        if delay_s > 0:
            optimizer.register_step_post_hook(slow_step)

    train(args, on_optimizer=on_optimizer)


if __name__ == "__main__":
    main()
