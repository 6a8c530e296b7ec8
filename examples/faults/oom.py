"""A rank that runs out of memory.

Same data, model and loop as ../ddp_minimal.py. From step ``--onset``
(default 60) rank ``--slow-rank`` (default 1) runs out of memory inside its
forward: on a CUDA machine it really allocates more than the device holds
(``torch.OutOfMemoryError`` from the caching allocator); on a CPU-only
machine, where an allocation does not fail (the kernel's OOM killer ends the
process instead, which ``crash.py --how sigkill`` shows), it raises the same
``torch.OutOfMemoryError`` the allocator would.

    steplens run --nproc-per-node 2 examples/faults/oom.py --hidden 64

Expect: health RANK FAILED naming rank ``--slow-rank``, cause out_of_memory,
the step and the phase (forward), and on CUDA the allocator's figures
(allocated, reserved, device total) at the failure.
"""

from __future__ import annotations

import torch
import torch.distributed as dist
from _loop import fault_on, fault_parser, mlp, train


class Hungry(torch.nn.Module):
    def __init__(self, rank: int) -> None:
        super().__init__()
        self.rank = rank

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rank = dist.get_rank() if dist.is_initialized() else 0
        if fault_on() and rank == self.rank:
            if torch.cuda.is_available():
                total = torch.cuda.get_device_properties(0).total_memory
                torch.empty(2 * total, dtype=torch.uint8, device="cuda")  # really fails
            raise torch.OutOfMemoryError(
                "CUDA out of memory. Tried to allocate 64.00 GiB (injected: this host has no GPU)"
            )
        return x


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=0.0)
    parser.set_defaults(onset=60)
    args = parser.parse_args()
    train(args, model=mlp(args.hidden, Hungry(args.slow_rank)))


if __name__ == "__main__":
    main()
