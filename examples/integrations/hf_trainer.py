"""A Hugging Face Trainer script with no steplens code in it.

A tiny GPT-2 built from a config (no download) trains on random tokens on the
CPU with gloo DDP, gradient accumulation and periodic evaluation. With
``--delay-ms`` the rank ``--slow-rank`` busy-waits in ``compute_loss`` (the
user's own code), which makes it the straggler. With ``--collate-delay-ms``
that rank's batch collation sleeps instead, per micro-batch: the Trainer
fetches the accumulation window's batches and gathers their token count
across the ranks before the step opens, so the other ranks wait for it
there, outside every phase (an INPUT STRAGGLER on that rank).

    steplens run --nproc-per-node 2 examples/integrations/hf_trainer.py --max-steps 60
    steplens run --nproc-per-node 2 examples/integrations/hf_trainer.py --delay-ms 40
    steplens run --nproc-per-node 2 examples/integrations/hf_trainer.py --collate-delay-ms 40

steplens instruments the Trainer by itself: one step per optimizer update,
evaluation and checkpoints between steps.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

import torch
from transformers import (
    GPT2Config,
    GPT2LMHeadModel,
    Trainer,
    TrainingArguments,
    default_data_collator,
)

VOCAB = 128
SEQ = 32


class RandomTokens(torch.utils.data.Dataset):  # type: ignore[type-arg]
    def __init__(self, n: int, seed: int) -> None:
        g = torch.Generator().manual_seed(seed)
        self.ids = torch.randint(0, VOCAB, (n, SEQ), generator=g)

    def __len__(self) -> int:
        return len(self.ids)

    def __getitem__(self, i: int) -> dict[str, torch.Tensor]:
        return {"input_ids": self.ids[i], "labels": self.ids[i]}


class SlowCollator:
    """The default collator, sleeping ``delay_s`` per batch first."""

    def __init__(self, delay_s: float) -> None:
        self.delay_s = delay_s

    def __call__(self, features):  # type: ignore[no-untyped-def]
        time.sleep(self.delay_s)
        return default_data_collator(features)


class SlowTrainer(Trainer):
    """compute_loss of the slow rank busy-waits ``delay_s`` per micro-batch."""

    delay_s = 0.0

    def compute_loss(self, model, inputs, *args, **kwargs):  # type: ignore[no-untyped-def]
        if self.delay_s > 0 and model.training:
            end = time.perf_counter() + self.delay_s
            while time.perf_counter() < end:
                pass
        return super().compute_loss(model, inputs, *args, **kwargs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-steps", type=int, default=60, help="optimizer updates")
    parser.add_argument("--grad-accum", type=int, default=2)
    parser.add_argument("--eval-steps", type=int, default=25)
    parser.add_argument("--save-steps", type=int, default=0, help="0: no checkpoints")
    parser.add_argument("--slow-rank", type=int, default=1)
    parser.add_argument("--delay-ms", type=float, default=0.0)
    parser.add_argument(
        "--collate-delay-ms", type=float, default=0.0, help="slow rank: sleep per collated batch"
    )
    parser.add_argument("--output-dir", default=None)
    parser.add_argument(
        "--explicit-callback",
        action="store_true",
        help="also pass steplens' callback by hand (it must not count twice)",
    )
    args = parser.parse_args()

    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = GPT2LMHeadModel(
        GPT2Config(vocab_size=VOCAB, n_positions=SEQ, n_embd=32, n_layer=2, n_head=2)
    )
    output_dir = args.output_dir or tempfile.mkdtemp(prefix="hf_trainer_")
    training_args = TrainingArguments(
        output_dir=output_dir,
        max_steps=args.max_steps,
        per_device_train_batch_size=8,
        per_device_eval_batch_size=16,
        gradient_accumulation_steps=args.grad_accum,
        eval_strategy="steps" if args.eval_steps > 0 else "no",
        eval_steps=args.eval_steps if args.eval_steps > 0 else None,
        save_strategy="steps" if args.save_steps > 0 else "no",
        save_steps=args.save_steps if args.save_steps > 0 else 500,
        logging_steps=10,
        report_to=[],
        use_cpu=True,
        ddp_backend="gloo" if int(os.environ.get("WORLD_SIZE", "1")) > 1 else None,
        dataloader_num_workers=0,
        disable_tqdm=True,
    )
    callbacks = []
    if args.explicit_callback:
        from steplens.integrations.hf import StepLensCallback

        callbacks.append(StepLensCallback())
    slow = int(os.environ.get("RANK", "0")) == args.slow_rank
    collate_s = args.collate_delay_ms / 1e3 if slow else 0.0
    trainer = SlowTrainer(
        model=model,
        args=training_args,
        train_dataset=RandomTokens(4096, seed=1),
        eval_dataset=RandomTokens(64, seed=2),
        data_collator=SlowCollator(collate_s) if collate_s > 0 else None,
        callbacks=callbacks,
    )
    if slow:
        trainer.delay_s = args.delay_ms / 1e3
    trainer.train()


if __name__ == "__main__":
    main()
