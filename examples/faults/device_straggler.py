"""Device time on a CPU machine: the simulated device (DESIGN.md §7).

On a GPU the host only queues kernels; forward, backward and optimizer return
long before the device has done the work, and the host waits only where
something synchronises (``loss.item()``, a copy to the host). This example
plays that on a CPU: every rank runs the same small DDP model on the CPU, and
a ``SimCompute`` layer queues "kernels" of scripted durations on steplens'
simulated device (``STEPLENS_TEST_DEVICE=sim``, set here): ``--fwd-ms`` in
forward, ``--bwd-ms`` in backward, plus ``--delay-ms`` in backward on the
``--slow-rank``. DDP's all-reduce also waits on the devices, for every
rank's device, as NCCL's kernel does (a DDP communication hook). The host returns at once; the end of each traced step waits
for the device (``--device-lag 0``), or for the device to finish the step
``--device-lag`` steps ago (the device then runs that many steps behind the
host, and steplens receives each step's device times that much later).

``--input-delay-ms`` instead sleeps in the slow rank's data loading: a host
delay, which device time does not change.

    steplens run --nproc-per-node 2 examples/faults/device_straggler.py --delay-ms 40

What to expect: with ``--delay-ms`` the slow rank's *host* phases look like
everyone's (the host only queued the work), yet steplens names it COMPUTE
STRAGGLER, phase backward, from device times; with ``--input-delay-ms`` it is
an INPUT STRAGGLER; without either, no culprit.
"""

from __future__ import annotations

import collections
import os

os.environ.setdefault("STEPLENS_TEST_DEVICE", "sim")

import sys  # noqa: E402

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
from _loop import FEATURES, fault_on, fault_parser, train  # noqa: E402
from input_bound import SlowDataset  # noqa: E402
from torch.distributed.algorithms.ddp_comm_hooks.default_hooks import allreduce_hook  # noqa: E402

from steplens import _core  # noqa: E402


def _device_allreduce(state, bucket):  # type: ignore[no-untyped-def]
    # (No annotations: DDP checks them, and this module's are strings.)
    """DDP's all-reduce as NCCL does it: on the device, where it waits for
    every rank's device (the gradients themselves go over gloo on the host,
    which does not wait for the device)."""
    run_dir = os.environ.get("STEPLENS_RUN_DIR") or "/tmp"
    shared = os.path.join(run_dir, f"sim-collective-{os.environ.get('MASTER_PORT', '0')}")
    os.makedirs(shared, exist_ok=True)
    _core._sim_collective(shared, dist.get_rank(), dist.get_world_size())
    return allreduce_hook(dist.group.WORLD, bucket)


def _ddp_with_device_allreduce(module: torch.nn.Module) -> torch.nn.Module:
    ddp = torch.nn.parallel.DistributedDataParallel(module)
    ddp.register_comm_hook(None, _device_allreduce)
    return ddp


# What ../ddp_minimal.py's train() wraps the model with (_loop put it on the path).
sys.modules["ddp_minimal"].DistributedDataParallel = _ddp_with_device_allreduce


class _SimBackward(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x: torch.Tensor, bwd_ms: float) -> torch.Tensor:  # type: ignore[override]
        ctx.bwd_ms = bwd_ms
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad: torch.Tensor) -> tuple[torch.Tensor, None]:  # type: ignore[override]
        _core._sim_kernel(ctx.bwd_ms)  # queued: the host goes on at once
        return grad, None


class SimCompute(torch.nn.Module):
    """Identity that queues device work: fwd_ms in forward, bwd_ms in backward."""

    def __init__(self, fwd_ms: float, bwd_ms: float, extra_bwd_ms: float) -> None:
        super().__init__()
        self.fwd_ms, self.bwd_ms, self.extra_bwd_ms = fwd_ms, bwd_ms, extra_bwd_ms

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        _core._sim_kernel(self.fwd_ms)
        extra = self.extra_bwd_ms if fault_on() else 0.0
        return _SimBackward.apply(x, self.bwd_ms + extra)


class Model(torch.nn.Module):
    def __init__(self, hidden: int, compute: SimCompute) -> None:
        super().__init__()
        self.first = torch.nn.Linear(FEATURES, hidden)
        self.compute = compute
        self.rest = torch.nn.Sequential(torch.nn.ReLU(), torch.nn.Linear(hidden, 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.rest(self.compute(self.first(x)))


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=0.0)
    parser.add_argument("--fwd-ms", type=float, default=3.0)
    parser.add_argument("--bwd-ms", type=float, default=6.0)
    parser.add_argument("--input-delay-ms", type=float, default=0.0)
    parser.add_argument("--device-lag", type=int, default=0, help="steps the device may run behind")
    parser.add_argument(
        "--stats-out", default="", help="directory for each rank's device_stats_rank<N>.json"
    )
    args = parser.parse_args()
    rank = int(os.environ.get("RANK", "0"))
    slow = rank == args.slow_rank
    compute = SimCompute(args.fwd_ms, args.bwd_ms, args.delay_ms if slow else 0.0)
    marks: collections.deque[int] = collections.deque()

    def wait_for_device(step: int) -> None:
        # What loss.item() does on a GPU: the host waits for the device (here,
        # for the step --device-lag steps ago).
        marks.append(_core._sim_mark())
        while len(marks) > args.device_lag:
            _core._sim_wait(marks.popleft())

    delay_s = args.input_delay_ms / 1e3 if slow else 0.0
    train(
        args,
        dataset=SlowDataset(4096, delay_s),
        model=Model(args.hidden, compute),
        in_step=wait_for_device,
    )
    if args.stats_out:  # after train(): steplens has shut down, every record is sent
        import json
        from pathlib import Path

        out = Path(args.stats_out) / f"device_stats_rank{rank}.json"
        out.write_text(json.dumps(_core.device_stats()))


if __name__ == "__main__":
    main()
