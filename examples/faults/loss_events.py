"""Training-health events: a NaN loss or a loss spike on one rank.

``--nan-step K``: from step K on, rank ``--slow-rank``'s forward turns its
activations into NaN (a bad batch, an fp16 overflow): its loss is NaN at
step K, and the gradient all-reduce spreads NaN to every rank's weights, so
every later loss is NaN too. ``--spike-step K``: at step K only, that rank's
activations are shifted by ``--spike`` (an outlier batch): its loss jumps
by orders of magnitude for one step, and gradient clipping (``--clip``,
applied before every optimizer step, as most training does) keeps the
weights from being wrecked, so the loss comes back down.

    steplens run --nproc-per-node 2 examples/faults/loss_events.py --nan-step 60
    steplens run --nproc-per-node 2 examples/faults/loss_events.py --spike-step 80

Expect: training NAN/INF with rank 1 and step 60 (first_step); or a LOSS
SPIKE episode naming step 80 and rank 1 (the rank with the highest loss).
"""

from __future__ import annotations

import os

import torch
from _loop import current_step, fault_parser, mlp, train


class LossEvent(torch.nn.Module):
    """Identity, except on the faulty rank at the chosen steps."""

    def __init__(self, rank: int, nan_step: int, spike_step: int, spike: float) -> None:
        super().__init__()
        self.on_rank = int(os.environ.get("RANK", "0")) == rank
        self.nan_step, self.spike_step, self.spike = nan_step, spike_step, spike

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not self.on_rank:
            return x
        step = current_step()
        if 0 <= self.nan_step <= step:
            return x * float("nan")
        if step == self.spike_step:
            return x + self.spike
        return x


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=0.0)
    parser.add_argument("--nan-step", type=int, default=-1, help="first step with a NaN loss")
    parser.add_argument("--spike-step", type=int, default=-1, help="the step with a loss spike")
    parser.add_argument("--spike", type=float, default=20.0, help="activation shift at the spike")
    parser.add_argument("--clip", type=float, default=1.0, help="gradient norm clipping")
    args = parser.parse_args()
    event = LossEvent(args.slow_rank, args.nan_step, args.spike_step, args.spike)

    def clip_before_step(optimizer: torch.optim.Optimizer) -> None:
        params = [p for group in optimizer.param_groups for p in group["params"]]
        step = optimizer.step

        def clipped_step(*a, **kw):  # type: ignore[no-untyped-def]
            torch.nn.utils.clip_grad_norm_(params, args.clip)
            return step(*a, **kw)

        optimizer.step = clipped_step  # type: ignore[method-assign]

    train(args, model=mlp(args.hidden, event), on_optimizer=clip_before_step)


if __name__ == "__main__":
    main()
