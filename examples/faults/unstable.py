"""Unstable: a periodic pause on every rank (a checkpoint, an eval, GC).

On *every* rank (``--slow-rank`` is ignored) every ``--every``-th step
(default 10) sleeps ``--delay-ms`` (default 60 ms; with --device-ms the step is longer than the pause) after
``optimizer.step()``, inside the ``trace_step`` block. The typical step is
unchanged; its p95 is not.

    steplens run --nproc-per-node 2 examples/faults/unstable.py --hidden 64

Expect: step time UNSTABLE (warning), no culprit rank, evidence
``spike_period_steps`` 10 and ``spike_phase`` wait.
"""

from __future__ import annotations

import time

from _loop import fault_on, fault_parser, train


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=60.0)
    parser.add_argument("--every", type=int, default=10, help="pause every N-th step")
    args = parser.parse_args()
    delay_s = args.delay_ms / 1e3

    def pause(step: int) -> None:
        if fault_on() and step % args.every == args.every - 1:
            time.sleep(delay_s)

    train(args, in_step=pause)


if __name__ == "__main__":
    main()
