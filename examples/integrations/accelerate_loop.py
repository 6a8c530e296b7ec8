"""A Hugging Face Accelerate training loop with no steplens code in it.

A small MLP trains on random data on the CPU with gloo DDP (Accelerate's own
DDP wrapping), gradient accumulation (``accelerator.accumulate``) and an
evaluation pass every ``--eval-every`` updates. With ``--delay-ms`` the rank
``--slow-rank`` busy-waits in its loss computation (the user's own code),
which makes it the straggler.

    steplens run --nproc-per-node 2 examples/integrations/accelerate_loop.py --max-steps 60
    steplens run --nproc-per-node 2 examples/integrations/accelerate_loop.py --delay-ms 40

steplens instruments ``accelerator.prepare``d objects by itself: one step per
optimizer update.
"""

from __future__ import annotations

import argparse
import time

import torch
from accelerate import Accelerator

FEATURES = 64


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-steps", type=int, default=60, help="optimizer updates")
    parser.add_argument("--grad-accum", type=int, default=2)
    parser.add_argument("--eval-every", type=int, default=25)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--slow-rank", type=int, default=1)
    parser.add_argument("--delay-ms", type=float, default=0.0)
    args = parser.parse_args()

    torch.manual_seed(0)
    torch.set_num_threads(1)
    accelerator = Accelerator(cpu=True, gradient_accumulation_steps=args.grad_accum)
    model = torch.nn.Sequential(
        torch.nn.Linear(FEATURES, args.hidden), torch.nn.ReLU(), torch.nn.Linear(args.hidden, 1)
    )
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    g = torch.Generator().manual_seed(1)
    x = torch.randn(1 << 15, FEATURES, generator=g)
    data = torch.utils.data.TensorDataset(x, x.sum(dim=1, keepdim=True))
    loader = torch.utils.data.DataLoader(data, batch_size=32, shuffle=True)
    eval_loader = torch.utils.data.DataLoader(
        torch.utils.data.Subset(data, range(256)), batch_size=64
    )
    model, optimizer, loader, eval_loader = accelerator.prepare(
        model, optimizer, loader, eval_loader
    )
    delay_s = args.delay_ms / 1e3 if accelerator.process_index == args.slow_rank else 0.0

    updates = 0
    model.train()
    while updates < args.max_steps:
        for x, y in loader:
            with accelerator.accumulate(model):
                out = model(x)
                if delay_s > 0:
                    end = time.perf_counter() + delay_s
                    while time.perf_counter() < end:
                        pass
                loss = torch.nn.functional.mse_loss(out, y)
                accelerator.backward(loss)
                optimizer.step()
                optimizer.zero_grad()
            if accelerator.sync_gradients:
                updates += 1
                if args.eval_every and updates % args.eval_every == 0:
                    model.eval()
                    with torch.no_grad():
                        for ex, ey in eval_loader:
                            torch.nn.functional.mse_loss(model(ex), ey)
                    model.train()
                if updates >= args.max_steps:
                    break
    accelerator.print(f"done: {updates} optimizer updates")


if __name__ == "__main__":
    main()
