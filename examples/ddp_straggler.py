"""An input straggler: rank 1's data loading is slow.

Same training as ddp_minimal.py, but on one rank (``--slow-rank``, default 1)
the Dataset sleeps ``--delay-ms`` (default 6 ms) for every batch it serves —
as if that rank's local disk or decoding were slow. The other ranks wait for
it at the gradient all-reduce inside backward every step.

    torchrun --nproc-per-node 2 examples/ddp_straggler.py
    steplens run --nproc-per-node 2 examples/ddp_straggler.py

What to expect from steplens: rank 1's dataloader phase is about 6 ms above
the other rank's in every step (worst_rank 1 for the dataloader phase), the
healthy rank's backward grows by about the same amount (it waits for rank 1
at the all-reduce), and the step-time diagnosis should name rank 1 as an
INPUT STRAGGLER. Run as one process
(``python examples/ddp_straggler.py``) there is no rank 1: nothing is injected
and the run is healthy.
"""

from __future__ import annotations

import os
import time

import torch
from ddp_minimal import RegressionDataset, build_parser, train


class SlowOnOneRankDataset(RegressionDataset):
    """Sleeps once per batch (``__getitems__``) on the slow rank only."""

    def __init__(self, size: int, slow_rank: int, delay_s: float) -> None:
        super().__init__(size)
        rank = int(os.environ.get("RANK", "0"))
        self.delay_s = delay_s if rank == slow_rank else 0.0

    def __getitems__(self, indices: list[int]) -> list[tuple[torch.Tensor, torch.Tensor]]:
        if self.delay_s:
            time.sleep(self.delay_s)
        return [self[i] for i in indices]


def main() -> None:
    parser = build_parser(__doc__.splitlines()[0])
    parser.add_argument("--slow-rank", type=int, default=1)
    parser.add_argument("--delay-ms", type=float, default=6.0, help="per batch")
    args = parser.parse_args()
    train(args, SlowOnOneRankDataset(4096, args.slow_rank, args.delay_ms / 1e3))


if __name__ == "__main__":
    main()
