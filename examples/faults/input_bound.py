"""Input-bound: every rank's data loading is slow.

The Dataset sleeps ``--delay-ms`` (default 20 ms) for every batch it serves,
on *every* rank (``--slow-rank`` is ignored) — as if storage or decoding
were slow everywhere. With ``--hidden 64`` a step's compute is a few ms, so
the dataloader fetch is most of each iteration on all ranks alike.

    python examples/faults/input_bound.py --steps 200
    steplens run --nproc-per-node 2 examples/faults/input_bound.py --hidden 64

Expect: step time INPUT-BOUND (dataloader ≥ 20 % of the iteration; critical
at ≥ 60 %), no culprit rank. Works the same as one process.
"""

from __future__ import annotations

import time

import torch
from _loop import RegressionDataset, fault_on, fault_parser, train


class SlowDataset(RegressionDataset):
    """Sleeps once per batch (``__getitems__``)."""

    def __init__(self, size: int, delay_s: float) -> None:
        super().__init__(size)
        self.delay_s = delay_s

    def __getitems__(self, indices: list[int]) -> list[tuple[torch.Tensor, torch.Tensor]]:
        if fault_on():
            time.sleep(self.delay_s)
        return [self[i] for i in indices]


def main() -> None:
    args = fault_parser(__doc__, delay_ms=20.0).parse_args()
    train(args, dataset=SlowDataset(4096, args.delay_ms / 1e3))


if __name__ == "__main__":
    main()
