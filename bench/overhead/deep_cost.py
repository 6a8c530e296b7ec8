"""What deep mode costs a training step: off, sampled and every step, side by side.

A small transformer on the CPU (``nn.TransformerEncoder``, one intra-op
thread), trained under ``steplens.trace_step(model, deep=...)`` with the real
recorder (spool mode into a temporary directory). Rounds alternate the
modes (their order rotates each round); each mode runs ``--steps`` steps
per round, timed in CPU time of the training thread. Sampled mode's period
(``steplens._trace.DEEP_PERIOD``, default 100) should divide ``--steps``,
so that each measurement holds whole periods (their burst and the hooks'
registration and removal). Reported: per mode the median over rounds of
the mean step time, and its cost over off.

    python bench/overhead/deep_cost.py [--steps 200] [--rounds 3]

Figures: docs/benchmarks.md ("Deep mode").
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time

import torch

import steplens


def build(d_model: int, layers: int) -> torch.nn.Module:
    layer = torch.nn.TransformerEncoderLayer(
        d_model, nhead=4, dim_feedforward=4 * d_model, dropout=0.0, batch_first=True
    )
    return torch.nn.Sequential(
        torch.nn.TransformerEncoder(layer, layers, enable_nested_tensor=False),
        torch.nn.Linear(d_model, 1),
    )


def run(
    model: torch.nn.Module, opt: torch.optim.Optimizer, x: torch.Tensor, steps: int, deep: str
) -> float:
    """Mean thread CPU ns per step."""
    t0 = time.thread_time_ns()
    for _ in range(steps):
        with steplens.trace_step(model, deep=deep):
            loss = model(x).square().mean()
            loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
    return (time.thread_time_ns() - t0) / steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--d-model", type=int, default=64)
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--seq", type=int, default=32)
    parser.add_argument("--batch", type=int, default=8)
    args = parser.parse_args()
    torch.set_num_threads(1)
    torch.manual_seed(0)
    model = build(args.d_model, args.layers)
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    x = torch.randn(args.batch, args.seq, args.d_model)
    modes = ["off", "sampled", "every"]
    with tempfile.TemporaryDirectory() as run_dir:
        if not steplens.init(run_dir=run_dir, run_id="bench", quiet=True, endpoint=""):
            raise SystemExit("steplens did not start")
        for mode in modes:  # warm-up: every path once
            run(model, opt, x, 20, mode)
        per_mode: dict[str, list[float]] = {m: [] for m in modes}
        for r in range(args.rounds):
            for i in range(len(modes)):
                mode = modes[(i + r) % len(modes)]
                per_mode[mode].append(run(model, opt, x, args.steps, mode))
        steplens.shutdown()
    from steplens import _core, _trace

    modules = len(list(model.named_modules())) - 1
    off = statistics.median(per_mode["off"])
    print(
        f"transformer d_model={args.d_model} layers={args.layers} seq={args.seq} "
        f"batch={args.batch}: {modules} modules; {args.steps} steps x {args.rounds} rounds; "
        f"sampled = {_trace.DEEP_BURST} steps every {_trace.DEEP_PERIOD}"
    )
    for mode in modes:
        ms = statistics.median(per_mode[mode]) / 1e6
        spread = (max(per_mode[mode]) - min(per_mode[mode])) / 1e6
        cost = (statistics.median(per_mode[mode]) - off) / off * 100
        print(f"  deep={mode:8s} {ms:8.3f} ms/step (range {spread:.3f})  {cost:+6.2f} % vs off")
    print(f"  layer steps sent: {_core.layer_stats()}")


if __name__ == "__main__":
    main()
