"""Wait-heavy: a host-side stall inside the step, outside the compute phases.

On *every* rank (``--slow-rank`` is ignored) the step sleeps ``--delay-ms``
(default 20 ms) after ``optimizer.step()``, still inside the
``trace_step`` block — like a blocking host sync, a checkpoint write or
synchronous logging. It is neither forward, backward nor optimizer, so it
counts as wait (step − compute).

    python examples/faults/wait_heavy.py --steps 200
    steplens run --nproc-per-node 2 examples/faults/wait_heavy.py --hidden 64

Expect: step time WAIT-HEAVY (wait ≥ 20 % of the iteration; critical at
≥ 50 %), no culprit rank. Works the same as one process.
"""

from __future__ import annotations

import time

from _loop import fault_on, fault_parser, train


def main() -> None:
    args = fault_parser(__doc__, delay_ms=20.0).parse_args()
    delay_s = args.delay_ms / 1e3
    train(args, in_step=lambda _step: time.sleep(delay_s) if fault_on() else None)


if __name__ == "__main__":
    main()
