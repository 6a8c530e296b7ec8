"""A Lightning 2.x script with no steplens code in it.

A small MLP LightningModule trains on random data on the CPU with gloo DDP
(Lightning's own DDP strategy), gradient accumulation and periodic
validation. With ``--delay-ms`` the rank ``--slow-rank`` busy-waits in
``training_step`` (the user's own code), which makes it the straggler.

    steplens run --nproc-per-node 2 examples/integrations/lightning_trainer.py --max-steps 60
    steplens run --nproc-per-node 2 examples/integrations/lightning_trainer.py --delay-ms 40

steplens instruments the Trainer by itself: one step per optimizer update,
validation between steps.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

import lightning.pytorch as pl
import torch

FEATURES = 64


class Regression(pl.LightningModule):
    def __init__(self, hidden: int, delay_s: float) -> None:
        super().__init__()
        self.net = torch.nn.Sequential(
            torch.nn.Linear(FEATURES, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1)
        )
        self.delay_s = delay_s

    def training_step(self, batch, batch_idx):  # type: ignore[no-untyped-def]
        if self.delay_s > 0:
            end = time.perf_counter() + self.delay_s
            while time.perf_counter() < end:
                pass
        x, y = batch
        return torch.nn.functional.mse_loss(self.net(x), y)

    def validation_step(self, batch, batch_idx):  # type: ignore[no-untyped-def]
        x, y = batch
        self.log("val_loss", torch.nn.functional.mse_loss(self.net(x), y), sync_dist=True)

    def configure_optimizers(self):  # type: ignore[no-untyped-def]
        return torch.optim.SGD(self.parameters(), lr=0.01)


def loader(n: int, seed: int, batch: int) -> torch.utils.data.DataLoader:  # type: ignore[type-arg]
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, FEATURES, generator=g)
    y = x.sum(dim=1, keepdim=True)
    return torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=batch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-steps", type=int, default=60, help="optimizer updates")
    parser.add_argument("--grad-accum", type=int, default=2)
    parser.add_argument("--val-every", type=int, default=25, help="batches between validations")
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--slow-rank", type=int, default=1)
    parser.add_argument("--delay-ms", type=float, default=0.0)
    parser.add_argument(
        "--explicit-callback",
        action="store_true",
        help="also pass steplens' callback by hand (it must not count twice)",
    )
    args = parser.parse_args()

    torch.manual_seed(0)
    torch.set_num_threads(1)
    world = int(os.environ.get("WORLD_SIZE", "1"))
    delay_s = args.delay_ms / 1e3 if int(os.environ.get("RANK", "0")) == args.slow_rank else 0.0
    callbacks = []
    if args.explicit_callback:
        from steplens.integrations.lightning import StepLensCallback

        callbacks.append(StepLensCallback())
    trainer = pl.Trainer(
        accelerator="cpu",
        devices=world,
        strategy=pl.strategies.DDPStrategy(process_group_backend="gloo") if world > 1 else "auto",
        max_steps=args.max_steps,
        accumulate_grad_batches=args.grad_accum,
        val_check_interval=args.val_every,
        limit_val_batches=4,
        num_sanity_val_steps=0,
        enable_progress_bar=False,
        enable_model_summary=False,
        enable_checkpointing=False,
        logger=False,
        default_root_dir=tempfile.mkdtemp(prefix="lightning_"),
        callbacks=callbacks,
    )
    trainer.fit(Regression(args.hidden, delay_s), loader(1 << 16, 1, 32), loader(256, 2, 64))


if __name__ == "__main__":
    main()
