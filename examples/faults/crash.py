"""A rank that fails: an exception, a kill, a native crash or a bare exit.

Same data, model and loop as ../ddp_minimal.py. From step ``--onset``
(default 60) rank ``--slow-rank`` (default 1) fails, as ``--how`` says:

- ``exception`` (default): raises RuntimeError inside its forward;
- ``sigkill``: is killed (SIGKILL, as the kernel's OOM killer does) in forward;
- ``sigsegv``: crashes in native code (reads address 0) in forward;
- ``exit``: calls ``os._exit(3)`` between two steps, without a word.

The other ranks then fail in the next collective or are ended by torchrun.

    steplens run --nproc-per-node 2 examples/faults/crash.py --hidden 64
    steplens run --nproc-per-node 4 examples/faults/crash.py --hidden 64 --slow-rank 2 --how sigsegv

Expect: health RANK FAILED naming rank ``--slow-rank`` (never the ranks that
failed after it: they are listed as collateral), with the cause
(exception type and message and its innermost frames, or the signal, or the
exit code), the step and the phase; the job's non-zero exit code.
"""

from __future__ import annotations

import ctypes
import os
import signal

import torch
import torch.distributed as dist
from _loop import fault_on, fault_parser, mark_fault, mlp, train


def _rank() -> int:
    return dist.get_rank() if dist.is_initialized() else 0


class Faulty(torch.nn.Module):
    """Identity until the fault's step, then fails on the chosen rank."""

    def __init__(self, rank: int, how: str) -> None:
        super().__init__()
        self.rank, self.how = rank, how

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if fault_on() and _rank() == self.rank and self.how != "exit":
            mark_fault()
            if self.how == "exception":
                raise RuntimeError(f"injected failure on rank {self.rank}")
            if self.how == "sigkill":
                os.kill(os.getpid(), signal.SIGKILL)
            if self.how == "sigsegv":
                ctypes.string_at(0)  # a real native crash
        return x


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=0.0)
    parser.add_argument(
        "--how", choices=("exception", "sigkill", "sigsegv", "exit"), default="exception"
    )
    parser.set_defaults(onset=60)
    args = parser.parse_args()

    def between(step: int) -> None:
        if args.how == "exit" and step + 1 >= args.onset and _rank() == args.slow_rank:
            mark_fault()
            os._exit(3)

    train(args, model=mlp(args.hidden, Faulty(args.slow_rank, args.how)), after_step=between)


if __name__ == "__main__":
    main()
