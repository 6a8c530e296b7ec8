"""Memory creep: every step retains a new tensor, so host memory rises steadily.

On *every* rank (``--slow-rank`` is ignored) each step appends a freshly
written ``--leak-mib`` (default 4 MiB) tensor to a list that is never
cleared — the classic "stored the loss/activations without detach" leak.
RSS (the CPU memory source) grows by that much per step: 400 MiB over a
100-step window, 1.2 GiB per rank over the default 300 steps.
``--delay-ms`` is accepted and ignored.

    python examples/faults/memory_creep.py --steps 200
    steplens run --nproc-per-node 2 examples/faults/memory_creep.py --hidden 64

Expect: memory MEMORY CREEP (rise ≥ 5 % and ≥ 128 MiB in the window, all
quarters rising), rank null. Works the same as one process.
"""

from __future__ import annotations

import torch
from _loop import fault_on, fault_parser, train


def main() -> None:
    parser = fault_parser(__doc__, delay_ms=0.0)
    parser.add_argument("--leak-mib", type=float, default=4.0, help="retained per step")
    args = parser.parse_args()
    numel = int(args.leak_mib * 2**20) // 4  # float32
    retained: list[torch.Tensor] = []
    # ones(), not empty(): the pages must be written to count in RSS.
    train(args, in_step=lambda _step: retained.append(torch.ones(numel)) if fault_on() else None)


if __name__ == "__main__":
    main()
