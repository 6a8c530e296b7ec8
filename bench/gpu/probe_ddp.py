"""Probe: two ranks on one GPU, gloo DDP with CUDA tensors (NCCL refuses two
ranks on one device). Prints the step times of each rank."""

import os
import sys
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def run(rank: int, world: int, port: int) -> None:
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    dist.init_process_group("gloo", rank=rank, world_size=world)
    model = torch.nn.Sequential(torch.nn.Linear(2048, 2048), torch.nn.ReLU(),
                                torch.nn.Linear(2048, 2048)).cuda()
    ddp = torch.nn.parallel.DistributedDataParallel(model)
    opt = torch.optim.SGD(ddp.parameters(), lr=1e-3)
    x = torch.randn(256, 2048, device="cuda")
    for i in range(12):
        t0 = time.perf_counter()
        loss = ddp(x).square().mean()
        loss.backward()
        opt.step()
        opt.zero_grad()
        torch.cuda.synchronize()
        if i in (0, 11):
            print(f"rank {rank} step {i} {1000 * (time.perf_counter() - t0):.1f} ms", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    mp.spawn(run, args=(2, 29517), nprocs=2)
    sys.exit(0)
