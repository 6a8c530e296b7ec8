"""Input straggler hidden behind a collective before the step.

A hand-written loop that, right after fetching its batch and before its
traced step, all-reduces a scalar across the ranks (the number of tokens in
the batch: what the Hugging Face Trainer does with gradient accumulation).
On ``--slow-rank`` (default 1) the Dataset sleeps ``--delay-ms`` (default
40 ms) for every batch. The fast ranks wait for it in that all-reduce,
outside every phase, and all ranks then reach the gradient sync together:
arrival times cannot see the slow rank there.

    steplens run --nproc-per-node 2 examples/faults/gather_before_step.py --hidden 64

Expect: step time INPUT STRAGGLER, rank = the slow rank (evidence
``attribution`` = ``before_step``: it waited least in the collective before
the step, and its dataloader excess explains that); the fast ranks' wait is
their ``comm (before step)`` line.
"""

from __future__ import annotations

import os

import torch
import torch.distributed as dist
from _loop import fault_parser, train
from input_bound import SlowDataset


class CountingLoader:
    """Iterates a DataLoader and, after each batch, all-reduces its size."""

    def __init__(self, loader: torch.utils.data.DataLoader) -> None:  # type: ignore[type-arg]
        self.loader = loader

    def __iter__(self):  # type: ignore[no-untyped-def]
        for x, y in self.loader:
            count = torch.tensor([float(len(x))])
            if dist.is_initialized():
                dist.all_reduce(count)
            yield x, y

    def __len__(self) -> int:
        return len(self.loader)


def main() -> None:
    args = fault_parser(__doc__, delay_ms=40.0).parse_args()
    rank = int(os.environ.get("RANK", "0"))
    delay_s = args.delay_ms / 1e3 if rank == args.slow_rank else 0.0
    train(args, dataset=SlowDataset(4096, delay_s), wrap_loader=CountingLoader)


if __name__ == "__main__":
    main()
