"""A throughput drop: from ``--onset`` on, every rank's step takes
``--delay-ms`` longer (the same on all ranks: no straggler), like a job that
starts sharing its machine, a slower data shard or a throttled device.

``--times-file PATH`` makes each rank write the CLOCK_MONOTONIC time at the
end of every step to ``PATH.rank<r>`` (one per line), so a test can compute
the throughput independently of steplens.

    steplens run --nproc-per-node 2 examples/faults/slowdown.py --onset 150 --delay-ms 20

Expect: training THROUGHPUT DROP from about the onset step (samples/s fall
by the delay's share of the step), step time without a culprit rank.
"""

from __future__ import annotations

import os
import time

from _loop import fault_on, fault_parser, mark_fault, train


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=20.0)
    parser.add_argument("--times-file", metavar="PATH", help="write step end times to PATH.rank<r>")
    args = parser.parse_args()
    rank = int(os.environ.get("RANK", "0"))
    ends: list[float] = []
    marked = [False]

    def in_step(step: int) -> None:
        if fault_on():
            if not marked[0] and rank == 0:
                mark_fault()
                marked[0] = True
            time.sleep(args.delay_ms / 1e3)

    def after_step(step: int) -> None:
        ends.append(time.monotonic())

    train(args, in_step=in_step, after_step=after_step)
    if args.times_file:
        with open(f"{args.times_file}.rank{rank}", "w") as f:
            f.write("".join(f"{t:.9f}\n" for t in ends))


if __name__ == "__main__":
    main()
