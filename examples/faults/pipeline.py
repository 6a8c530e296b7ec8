"""Pipeline parallelism: two stages on two ranks, one stage slower.

Rank 0 holds the first half of the MLP of ../ddp_minimal.py and the data;
rank 1 the second half and the loss. Each step rank 0 runs its forward and
sends the activations (blocking ``send``; rank 1 ``recv``), rank 1 runs its
forward, the loss and its backward and sends the activations' gradient back
(``batch_isend_irecv`` on both sides, then ``wait()``), and rank 0 finishes
its backward; each stage then steps its own optimizer. One micro-batch per
step, so the bubble is the whole of the other stage's work.

Stage ``--slow-rank`` (default 1) takes ``--delay-ms`` (default 30 ms)
longer in its forward (a sleep: time on an accelerator, the host CPU stays
free), so the other stage waits for it in its receive: that is its bubble.

    steplens run --nproc-per-node 2 examples/faults/pipeline.py --hidden 64

Expect: each stage's share of the step blocked in point-to-point calls (the
bubble) in the step-time evidence (``comm_share_by_rank``) and the terminal
summary, the slow stage named as the one the others wait for
(``waited_for_rank``), and, as it is persistently late, the straggler.
With ``--delay-ms 0`` both stages wait for each other about equally and no
stage is named. Needs exactly 2 ranks.
"""

from __future__ import annotations

import torch
import torch.distributed as dist
import torch.nn.functional as F
from _loop import FEATURES, DeviceTime, fault_parser
from ddp_minimal import setup_distributed

import steplens


def stage(rank: int, hidden: int, delay_s: float) -> torch.nn.Module:
    layers: list[torch.nn.Module] = (
        [torch.nn.Linear(FEATURES, hidden), torch.nn.ReLU()]
        if rank == 0
        else [torch.nn.Linear(hidden, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1)]
    )
    return torch.nn.Sequential(*layers, DeviceTime(delay_s))


def main() -> None:
    args = fault_parser(__doc__, delay_ms=30.0).parse_args()
    rank, world_size = setup_distributed()
    if world_size != 2:
        raise SystemExit("pipeline.py needs exactly 2 ranks (--nproc-per-node 2)")
    torch.set_num_threads(1)
    torch.manual_seed(0)
    delay_s = args.delay_ms / 1e3 if rank == args.slow_rank else 0.0
    model = stage(rank, args.hidden, delay_s)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    act = torch.empty(args.batch_size, args.hidden)
    for _ in range(args.steps):
        x = torch.randn(args.batch_size, FEATURES)
        with steplens.trace_step(model):
            if rank == 0:
                out = model(x)
                dist.send(out.detach(), dst=1)
                grad = torch.empty_like(out)
                for work in dist.batch_isend_irecv([dist.P2POp(dist.irecv, grad, 1)]):
                    work.wait()
                out.backward(grad)
            else:
                dist.recv(act, src=0)
                inp = act.clone().requires_grad_(True)
                loss = F.mse_loss(model(inp), x.sum(dim=1, keepdim=True))
                loss.backward()
                assert inp.grad is not None
                for work in dist.batch_isend_irecv([dist.P2POp(dist.isend, inp.grad, 0)]):
                    work.wait()
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
    steplens.shutdown()
    dist.barrier()
    dist.destroy_process_group()
    if rank == 0:
        print(f"done: {args.steps} steps on 2 stages")


if __name__ == "__main__":
    main()
