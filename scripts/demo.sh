#!/usr/bin/env bash
# Command 1 of the README: set up, then run the demo — a 2-rank DDP job on CPU
# where rank 1's data loading is slow — under `steplens run`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/steplens run --nproc-per-node 2 examples/ddp_straggler.py "$@"
