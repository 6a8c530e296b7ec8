"""FSDP straggler: one rank of a fully_shard (FSDP2) model is slow in one phase.

The MLP of ../ddp_minimal.py (three Linear layers) with every Linear wrapped
by ``torch.distributed.fsdp.fully_shard`` and then the root, on CPU over gloo
(an explicit CPU device mesh: fully_shard's default mesh is CUDA whenever
CUDA is available). No DDP: each layer's forward all-gathers its parameters
and its backward all-gathers them again and reduce-scatters its gradients
(``dist.all_gather_single`` / ``dist.reduce_scatter_single``, blocking,
issued by the training thread: on CPU autograd runs backward, FSDP's hooks
included, on the thread that called ``backward()``).

On ``--slow-rank`` (default 1), from step ``--onset`` on, ``--phase``
(default backward) takes ``--delay-ms`` (default 20 ms) longer:

- forward: a module after the first layer busy-waits in its forward (as in
  forward_straggler.py);
- backward: an identity autograd Function after the first layer sleeps in
  its backward (as in backward_straggler.py), after the gradients of the upper
  layers and before those of the first layer;
- optimizer: an optimizer step pre-hook sleeps (per-optimizer pre-hooks run
  after the global ones steplens starts timing the optimizer with);
- dataloader: the Dataset sleeps once per batch (as in input_straggler.py).

    steplens run --nproc-per-node 2 examples/faults/fsdp_straggler.py --hidden 64
    steplens run --nproc-per-node 2 examples/faults/fsdp_straggler.py --hidden 64 --phase forward

Where the other ranks wait: at the next collective after the delay.
Forward and dataloader delays are absorbed in the healthy ranks' forward
(the all-gather of the next layer), backward delays in their backward (the
reduce-scatter of the first layer, the last collective of backward),
optimizer delays in the next step's forward (its first all-gather). So
phase durations alone point at the wrong phase or at no rank; naming the
slow rank needs the time each rank spends blocked in FSDP's collectives
(the late rank waits least) — there is no DDP for steplens' sync-arrival
hook (trace_step reports "no DDP model").

Expect: step time COMPUTE STRAGGLER, rank = the slow rank, phase =
``--phase`` (INPUT STRAGGLER, rank = the slow rank, for dataloader) from
a steplens that times torch.distributed collectives. As one process there
is no sharding, no rank 1 and nothing is injected.

Shared with collective_straggler.py: ``phase_parser``, ``phase_fault`` and
``train_loop`` (ddp_minimal.py's loop without DDP).
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from typing import Any

import torch
import torch.distributed as dist
import torch.nn.functional as F
from _loop import DeviceTime, RegressionDataset, _clock, fault_on, fault_parser, mlp
from backward_straggler import SlowBackward
from ddp_minimal import setup_distributed
from forward_straggler import SlowForward
from input_bound import SlowDataset
from torch.utils.data import DataLoader, Dataset, DistributedSampler

import steplens

PHASES = ("forward", "backward", "optimizer", "dataloader")


def phase_parser(doc: str | None) -> argparse.ArgumentParser:
    """fault_parser's flags plus --phase."""
    parser = fault_parser(doc, delay_ms=20.0)
    parser.add_argument(
        "--phase",
        choices=PHASES,
        default="backward",
        help="where the slow rank spends --delay-ms more (default backward)",
    )
    return parser


class SlowBackwardModule(torch.nn.Module):
    """Identity whose backward sleeps ``delay_s`` (backward_straggler's SlowBackward)."""

    def __init__(self, delay_s: float) -> None:
        super().__init__()
        self.delay_s = delay_s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return SlowBackward.apply(x, self.delay_s)


class PhaseFault:
    """The pieces that inject ``--phase`` on this rank (nothing on the others)."""

    def __init__(self, args: argparse.Namespace, rank: int) -> None:
        self.phase = args.phase
        self.delay_s = args.delay_ms / 1e3 if rank == args.slow_rank else 0.0
        on = self.delay_s > 0
        self.middle: list[torch.nn.Module] = []
        if on and self.phase == "forward":
            self.middle = [SlowForward(self.delay_s)]
        elif on and self.phase == "backward":
            self.middle = [SlowBackwardModule(self.delay_s)]
        self.dataset: Dataset = (
            SlowDataset(4096, self.delay_s)
            if on and self.phase == "dataloader"
            else RegressionDataset(size=4096)
        )

    def on_optimizer(self, optimizer: torch.optim.Optimizer) -> None:
        if self.delay_s > 0 and self.phase == "optimizer":
            delay_s = self.delay_s

            def slow_step(_optimizer: torch.optim.Optimizer, _args: Any, _kwargs: Any) -> None:
                if fault_on():
                    time.sleep(delay_s)

            optimizer.register_step_pre_hook(slow_step)


def phase_fault(args: argparse.Namespace) -> PhaseFault:
    return PhaseFault(args, int(os.environ.get("RANK", "0")))


def build_model(args: argparse.Namespace, fault: PhaseFault) -> torch.nn.Module:
    """mlp() with the fault's middle module after the first layer, and
    DeviceTime appended for --device-ms (as _loop.train does). Seeded: no DDP
    broadcasts rank 0's initial weights, so every rank must draw the same."""
    torch.manual_seed(0)
    model: torch.nn.Module = mlp(args.hidden, *fault.middle)
    device_s = args.device_ms / 1e3
    if device_s > 0:
        model = torch.nn.Sequential(model, DeviceTime(device_s))
    return model


def train_loop(
    args: argparse.Namespace,
    fault: PhaseFault,
    *,
    wrap: Callable[[torch.nn.Module, int], torch.nn.Module] | None = None,
    after_backward: Callable[[torch.nn.Module, int], None] | None = None,
    in_step: Callable[[int], None] | None = None,
) -> None:
    """ddp_minimal.train without DDP, counting steps for fault_on().

    ``wrap(model, world_size)`` replaces the model after the process group
    exists (fully_shard); ``after_backward(model, world_size)`` runs
    inside the traced step between ``loss.backward()`` and
    ``optimizer.step()`` (the user's own gradient all-reduce); ``in_step(step)``
    after ``optimizer.step()``, as in ddp_minimal."""
    _clock["onset"] = args.onset
    rank, world_size = setup_distributed()
    torch.set_num_threads(1)  # ranks share the CPU: keep them from oversubscribing it
    model = build_model(args, fault)
    if wrap is not None:
        model = wrap(model, world_size)
    torch.manual_seed(0)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    fault.on_optimizer(optimizer)
    dataset = fault.dataset
    sampler = (
        DistributedSampler(dataset, num_replicas=world_size, rank=rank, seed=0)
        if world_size > 1
        else None
    )
    loader = DataLoader(
        dataset,
        batch_size=args.batch_size,
        sampler=sampler,
        shuffle=sampler is None,
        num_workers=0,
        drop_last=True,
    )

    start = time.monotonic()
    step, epoch = 0, 0
    loss = torch.tensor(float("nan"))
    while step < args.steps:
        if sampler is not None:
            sampler.set_epoch(epoch)
        for x, y in loader:
            with steplens.trace_step(model):
                loss = F.mse_loss(model(x), y)
                loss.backward()
                if after_backward is not None:
                    after_backward(model, world_size)
                optimizer.step()
                optimizer.zero_grad(set_to_none=True)
                if in_step is not None:
                    in_step(step)
                _clock["step"] = step + 1
                steplens.log(loss=loss)
            step += 1
            if rank == 0 and step % 50 == 0:
                print(f"step {step:4d}  loss {loss.item():.4f}")
            if step >= args.steps:
                break
        epoch += 1

    if world_size > 1:
        dist.barrier()
        dist.destroy_process_group()
    if rank == 0:
        print(
            f"done: {step} steps on {world_size} rank(s) in {time.monotonic() - start:.1f} s, "
            f"final loss {loss.item():.4f}"
        )
    steplens.shutdown()
    if args.done_file:
        with open(f"{args.done_file}.rank{rank}", "w") as f:
            f.write(f"{step}\n")


def shard(model: torch.nn.Module, world_size: int) -> torch.nn.Module:
    """fully_shard on every Linear, then on the root (one process: unchanged)."""
    if world_size == 1:
        return model
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    mesh = init_device_mesh("cpu", (world_size,))
    for module in model.modules():
        if isinstance(module, torch.nn.Linear):
            fully_shard(module, mesh=mesh)
    fully_shard(model, mesh=mesh)
    return model


def main() -> None:
    args = phase_parser(__doc__).parse_args()
    train_loop(args, phase_fault(args), wrap=shard)


if __name__ == "__main__":
    main()
