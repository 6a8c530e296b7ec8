"""Input straggler: one rank's data loading is slow.

On ``--slow-rank`` (default 1) the Dataset sleeps ``--delay-ms`` (default
20 ms) for every batch it serves; the other ranks load at full speed and
wait for it at the gradient all-reduce inside backward.

    steplens run --nproc-per-node 2 examples/faults/input_straggler.py --hidden 64

Expect: step time INPUT STRAGGLER, rank = the slow rank (it arrives last at
gradient sync and its dataloader excess explains the lateness). As one
process there is no rank 1: nothing is injected and the run is healthy.
"""

from __future__ import annotations

import os

from _loop import fault_parser, train
from input_bound import SlowDataset


def main() -> None:
    args = fault_parser(__doc__, delay_ms=20.0).parse_args()
    rank = int(os.environ.get("RANK", "0"))
    delay_s = args.delay_ms / 1e3 if rank == args.slow_rank else 0.0
    train(args, dataset=SlowDataset(4096, delay_s))


if __name__ == "__main__":
    main()
