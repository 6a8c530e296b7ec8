"""A rank that stops making progress (a hang), and the look-alikes that are not.

Same data, model and loop as ../ddp_minimal.py. From step ``--onset``
(default 60), for ``--hang-s`` seconds (default: an hour), ``--where`` says
what happens:

- ``forward`` (default): rank ``--slow-rank`` sleeps inside its forward;
- ``dataloader``: rank ``--slow-rank`` sleeps inside its DataLoader fetch;
- ``outside``: rank ``--slow-rank`` sleeps between two steps, while the
  others wait for it in the next step's gradient all-reduce;
- ``eval-all``: every rank computes (an evaluation pass) between two steps —
  not a hang;
- ``first-step-all``: every rank computes inside its first step (a long
  warm-up or compilation) — not a hang;
- ``after-last``: after training (its last step recorded, the process group
  destroyed) rank ``--slow-rank`` never exits (as a rank stuck in a final
  barrier or in ``destroy_process_group`` does) while the others exit
  cleanly.

    steplens run --nproc-per-node 2 examples/faults/hang.py --hidden 64
    steplens run --nproc-per-node 2 --hang-after 5 examples/faults/hang.py --hidden 64 --where outside

Expect: for the first three, health HANG once no step completed for the
hang limit (default max(20 x the median step, 20 s); ``--hang-after``),
naming rank ``--slow-rank``, where it is (forward, data loader, outside any
step) while the others wait in gradient synchronisation, each rank's last
step and its Python stack; a ``--hang-s`` shorter than the run closes the
episode (it stays in the health timeline). Ctrl-C while hung: the summary
keeps HANG. ``after-last``: HANG after the last step (phase ``finished``)
on rank ``--slow-rank`` with its stack. For ``eval-all`` and
``first-step-all``: health OK.
"""

from __future__ import annotations

import os
import time
from typing import Any

import torch
import torch.distributed as dist
from _loop import RegressionDataset, fault_on, fault_parser, mark_fault, mlp, train


def _rank() -> int:
    return dist.get_rank() if dist.is_initialized() else 0


def _busy(seconds: float) -> None:
    """Real CPU work for `seconds` (an evaluation pass, a compilation)."""
    a = torch.randn(256, 256)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        a = torch.tanh(a @ a)


class Once:
    """True the first time it is asked while the fault is on."""

    def __init__(self) -> None:
        self.done = False

    def __call__(self) -> bool:
        if self.done or not fault_on():
            return False
        self.done = True
        return True


class SleepInForward(torch.nn.Module):
    def __init__(self, rank: int, seconds: float) -> None:
        super().__init__()
        self.rank, self.seconds, self.once = rank, seconds, Once()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if _rank() == self.rank and self.once():
            mark_fault()
            time.sleep(self.seconds)
        return x


class BusyFirstStep(torch.nn.Module):
    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds, self.done = seconds, False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not self.done:
            self.done = True
            _busy(self.seconds)
        return x


class SlowFetch(RegressionDataset):
    def __init__(self, rank: int, seconds: float) -> None:
        super().__init__(size=4096)
        self.rank, self.seconds, self.once = rank, seconds, Once()

    def __getitem__(self, index: int) -> Any:
        if _rank() == self.rank and self.once():
            mark_fault()
            time.sleep(self.seconds)
        return super().__getitem__(index)


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=0.0)
    parser.add_argument(
        "--where",
        default="forward",
        choices=("forward", "dataloader", "outside", "eval-all", "first-step-all", "after-last"),
    )
    parser.add_argument("--hang-s", type=float, default=3600.0)
    parser.set_defaults(onset=60)
    args = parser.parse_args()
    once = Once()

    def between(step: int) -> None:
        if args.where == "outside" and _rank() == args.slow_rank and once():
            mark_fault()
            time.sleep(args.hang_s)
        if args.where == "eval-all" and once():
            _busy(args.hang_s)

    middle: list[torch.nn.Module] = []
    if args.where == "forward":
        middle.append(SleepInForward(args.slow_rank, args.hang_s))
    if args.where == "first-step-all":
        middle.append(BusyFirstStep(args.hang_s))
    dataset = SlowFetch(args.slow_rank, args.hang_s) if args.where == "dataloader" else None
    train(args, dataset, model=mlp(args.hidden, *middle), after_step=between)
    if args.where == "after-last" and int(os.environ.get("RANK", "0")) == args.slow_rank:
        mark_fault()
        time.sleep(args.hang_s)  # stuck after the last step: the process never ends


if __name__ == "__main__":
    main()
