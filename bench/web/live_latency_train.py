"""Training job of the live-latency benchmark (bench/web/page_bench.mjs live).

The loop of examples/ddp_minimal.py with every step paced to --step-ms (a sleep
inside the traced step, so steps complete at distinct, known times). As each
step's traced block ends, every rank appends "<step> <unix time in s>" to
<--times-dir>/rank<r>.txt: a step is complete when the last rank wrote it.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))
from ddp_minimal import build_parser, train  # noqa: E402


def main() -> None:
    parser = build_parser((__doc__ or "").splitlines()[0])
    parser.add_argument("--step-ms", type=float, default=100.0)
    parser.add_argument("--times-dir", required=True)
    args = parser.parse_args()
    rank = int(os.environ.get("RANK", "0"))
    out = open(Path(args.times_dir) / f"rank{rank}.txt", "w", buffering=1)
    pace_s = args.step_ms / 1e3

    def in_step(step: int) -> None:
        time.sleep(pace_s)
        out.write(f"{step} {time.time():.6f}\n")

    train(args, in_step=in_step)
    out.close()


if __name__ == "__main__":
    main()
