"""Cost of ``trace_step(model, grad_norm=True)``: interleaved blocks of steps
with and without it in one process (spool mode, in a temporary directory);
prints the median per-step time of each and the difference.

    .venv/bin/python bench/training/grad_norm_cost.py --hidden 256
    .venv/bin/python bench/training/grad_norm_cost.py --smoke        # CI: seconds
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hidden", type=int, default=256, help="MLP width")
    parser.add_argument("--blocks", type=int, default=10, help="block pairs (with, without)")
    parser.add_argument("--steps", type=int, default=200, help="steps per block")
    parser.add_argument("--smoke", action="store_true", help="one short pair of blocks")
    args = parser.parse_args()
    if args.smoke:
        args.blocks, args.steps = 1, 20
    os.chdir(tempfile.mkdtemp(prefix="steplens_grad_norm_"))

    import torch

    import steplens

    torch.set_num_threads(1)
    h = args.hidden
    model = torch.nn.Sequential(
        torch.nn.Linear(32, h), torch.nn.ReLU(), torch.nn.Linear(h, h), torch.nn.ReLU(),
        torch.nn.Linear(h, 1),
    )  # fmt: skip
    opt = torch.optim.SGD(model.parameters(), lr=0.001)
    x, y = torch.randn(128, 32), torch.randn(128, 1)
    steplens.init(quiet=True)

    def block(grad_norm: bool) -> float:
        times = []
        for _ in range(args.steps):
            t0 = time.perf_counter_ns()
            with steplens.trace_step(model, grad_norm=grad_norm):
                torch.nn.functional.mse_loss(model(x), y).backward()
                opt.step()
                opt.zero_grad()
            times.append(time.perf_counter_ns() - t0)
        return statistics.median(times) / 1e3

    block(True), block(False)  # warm-up
    with_norm, without = [], []
    for _ in range(args.blocks):
        with_norm.append(block(True))
        without.append(block(False))
    on, off = statistics.median(with_norm), statistics.median(without)
    params = sum(p.numel() for p in model.parameters())
    print(
        f"hidden {h} ({params} parameters): step median {off:.1f} us without, {on:.1f} us "
        f"with grad_norm=True: {on - off:+.1f} us per step"
    )
    steplens.shutdown()


if __name__ == "__main__":
    main()
