"""A straggler inside one layer: deep mode names it.

A small transformer-like stack of named blocks (``blocks.N.attn``,
``blocks.N.mlp``). On one rank (``--slow-rank``, default 1) block
``--forward-block`` (default 1) sleeps ``--forward-ms`` (default 10) in its
forward and block ``--backward-block`` (default 2)'s MLP sleeps
``--delay-ms`` (default 25) in its backward.

    steplens run --deep=every --nproc-per-node 2 examples/faults/layer_straggler.py

What to expect (DESIGN.md §8): COMPUTE STRAGGLER, rank 1, in backward, and
the verdict names the layer holding most of the excess
(``layer: blocks.2.mlp``); summary.json ``layers`` shows each module's
forward and backward time per rank (``blocks.1`` forward, worst rank 1).
``--fail-step N`` raises a RuntimeError inside ``blocks.0.mlp`` on the slow
rank at step N: RANK FAILED names that module, deep mode on or off.
"""

from __future__ import annotations

import os
import time

import torch
from _loop import FEATURES, current_step, fault_parser, train
from backward_straggler import SlowBackward  # identity; its backward sleeps


class Mlp(torch.nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.up = torch.nn.Linear(hidden, hidden)
        self.down = torch.nn.Linear(hidden, hidden)
        self.backward_s = 0.0
        self.fail_step = -1

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if current_step() == self.fail_step:
            raise RuntimeError("layer_straggler: injected failure inside the MLP")
        y = self.down(torch.relu(self.up(x)))
        return SlowBackward.apply(y, self.backward_s) if self.backward_s > 0 else y


class Block(torch.nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.attn = torch.nn.Linear(hidden, hidden)
        self.mlp = Mlp(hidden)
        self.forward_s = 0.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.forward_s > 0:
            time.sleep(self.forward_s)
        x = x + self.attn(x)
        return x + self.mlp(x)


class Model(torch.nn.Module):
    def __init__(self, hidden: int, depth: int) -> None:
        super().__init__()
        self.embed = torch.nn.Linear(FEATURES, hidden)
        self.blocks = torch.nn.Sequential(*(Block(hidden) for _ in range(depth)))
        self.head = torch.nn.Linear(hidden, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.blocks(self.embed(x)))


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=25.0)
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--forward-block", type=int, default=1)
    parser.add_argument("--forward-ms", type=float, default=10.0)
    parser.add_argument("--backward-block", type=int, default=2)
    parser.add_argument("--fail-step", type=int, default=-1)
    args = parser.parse_args()
    model = Model(args.hidden, args.depth)
    if int(os.environ.get("RANK", "0")) == args.slow_rank:
        model.blocks[args.forward_block].forward_s = args.forward_ms / 1e3
        model.blocks[args.backward_block].mlp.backward_s = args.delay_ms / 1e3
        model.blocks[0].mlp.fail_step = args.fail_step
    train(args, model=model)


if __name__ == "__main__":
    main()
