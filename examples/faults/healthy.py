"""A healthy run: nothing injected (the baseline for the other faults).

Same data, model and loop as ../ddp_minimal.py, through the shared loop of
this directory. ``--slow-rank`` and ``--delay-ms`` are accepted and ignored,
so every fault example takes the same flags. ``--device-ms`` (default 0)
makes every rank's forward sleep that long, the same on all ranks — like a
step whose time is spent waiting for accelerator kernels rather than
competing for host CPU. On a small shared host, CPU-only ranks steal time
from each other unevenly; the sleep keeps a healthy baseline healthy there.

    python examples/faults/healthy.py --steps 200
    steplens run --nproc-per-node 2 examples/faults/healthy.py
    steplens run --nproc-per-node 2 examples/faults/healthy.py --hidden 64 --device-ms 15

Expect: step time BALANCED or COMPUTE-BOUND with no culprit rank, memory
BALANCED.
"""

from __future__ import annotations

from _loop import fault_parser, train


def main() -> None:
    train(fault_parser(__doc__, delay_ms=0.0).parse_args())


if __name__ == "__main__":
    main()
