"""A small 2-rank DDP job set up with three mistakes the configuration family
names: a DataLoader without a DistributedSampler, BatchNorm without
SyncBatchNorm, and find_unused_parameters=True with every parameter used
(python/tests/integration/test_setup_facts.py runs it)."""

from __future__ import annotations

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel
from torch.utils.data import DataLoader, TensorDataset

import steplens


def main() -> None:
    dist.init_process_group("gloo")
    torch.manual_seed(0)
    model = DistributedDataParallel(
        torch.nn.Sequential(
            torch.nn.Linear(8, 16),
            torch.nn.BatchNorm1d(16),
            torch.nn.ReLU(),
            torch.nn.Linear(16, 1),
        ),
        find_unused_parameters=True,
    )
    data = TensorDataset(torch.randn(48, 8), torch.randn(48, 1))
    loader = DataLoader(data, batch_size=8, shuffle=True)  # no DistributedSampler
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(2):
        for x, y in loader:
            with steplens.trace_step(model):
                loss = torch.nn.functional.mse_loss(model(x), y)
                opt.zero_grad()
                loss.backward()
                opt.step()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
