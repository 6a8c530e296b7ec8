"""Collective straggler: gradients averaged by the user's own all_reduce, one rank slow.

The MLP of ../ddp_minimal.py, not wrapped: after ``loss.backward()`` every
parameter's gradient is summed with ``torch.distributed.all_reduce`` and
divided by the world size (gloo has no AVG), one blocking call per parameter,
or with ``--async-op`` all of them issued with ``async_op=True`` first and
then waited on. ``--barrier-every N`` (default 0: never) adds a
``torch.distributed.barrier()`` at the end of every N-th step, after
``optimizer.step()``, inside the traced step. Every rank starts from the
same weights (seeded: nothing broadcasts them).

On ``--slow-rank`` (default 1), from step ``--onset`` on, ``--phase``
(default backward) takes ``--delay-ms`` (default 20 ms) longer, injected as
in fsdp_straggler.py: forward (a busy-wait after the first layer), backward
(a sleep in the backward of an identity after the first layer), optimizer
(a sleep in an optimizer step pre-hook) or dataloader (a sleep per batch in
the Dataset).

    steplens run --nproc-per-node 2 examples/faults/collective_straggler.py --hidden 64
    steplens run --nproc-per-node 2 examples/faults/collective_straggler.py --hidden 64 \\
        --phase optimizer --async-op --barrier-every 10

Where the other ranks wait: at the gradient all-reduce after backward
(forward, backward and dataloader delays of this step, optimizer delays of
the step before), or at a barrier that comes first. The all-reduce runs
between ``backward()`` and ``optimizer.step()``, in none of the phases
steplens times by itself (dataloader, forward, backward, optimizer), and
there is no DDP for steplens' sync-arrival hook (trace_step reports "no DDP
model"): naming the slow rank needs the time each rank spends blocked in
the collectives (the late rank waits least).

Expect: step time COMPUTE STRAGGLER, rank = the slow rank, phase =
``--phase`` (INPUT STRAGGLER, rank = the slow rank, for dataloader) from a
steplens that times torch.distributed collectives: a rank to blame wins over
COMM-BOUND. With ``--delay-ms 0`` at ``--hidden 64`` COMM-BOUND, no rank
(six small gloo all-reduces are most of each step: every rank 74 % or more
of its step blocked in them, measured on the 2-core development VM). As one
process nothing is all-reduced, there is no rank 1 and nothing is injected.
"""

from __future__ import annotations

import argparse

import torch
import torch.distributed as dist
from fsdp_straggler import phase_fault, phase_parser, train_loop


def build_parser(doc: str | None) -> argparse.ArgumentParser:
    parser = phase_parser(doc)
    parser.add_argument(
        "--async-op",
        action="store_true",
        help="all_reduce(async_op=True) for every parameter, then wait on every work",
    )
    parser.add_argument(
        "--barrier-every",
        type=int,
        default=0,
        metavar="N",
        help="dist.barrier() inside every N-th step, after optimizer.step() (0: never)",
    )
    return parser


def average_gradients(model: torch.nn.Module, world_size: int, async_op: bool) -> None:
    """Sums every parameter's gradient over the ranks and divides by their number."""
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if async_op:
        works = [dist.all_reduce(g, async_op=True) for g in grads]
        for work in works:
            work.wait()
    else:
        for g in grads:
            dist.all_reduce(g)
    for g in grads:
        g.div_(world_size)


def main() -> None:
    args = build_parser(__doc__).parse_args()
    if args.barrier_every < 0:
        raise SystemExit("--barrier-every must be >= 0")

    def after_backward(model: torch.nn.Module, world_size: int) -> None:
        if world_size > 1:
            average_gradients(model, world_size, args.async_op)

    def in_step(step: int) -> None:
        every = args.barrier_every
        if every and dist.is_initialized() and (step + 1) % every == 0:
            dist.barrier()

    train_loop(args, phase_fault(args), after_backward=after_backward, in_step=in_step)


if __name__ == "__main__":
    main()
