#!/usr/bin/env bash
# Runs every benchmark in its smoke mode (a few seconds each) so benchmarks
# never rot. Not a measurement: see bench/README.md for the real runs.
# Expects scripts/test.sh to have built build/tests with benchmarks enabled.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each benchmark says how long its smoke took (CI time is scarce).
timed() {
  local start=${EPOCHREALTIME//[.,]/}
  "$@"
  local ms=$(((${EPOCHREALTIME//[.,]/} - start) / 1000))
  echo "-- smoke $((ms / 1000)).$((ms % 1000 / 100))s: $*"
}
timed build/tests/bench/steplens_recorder_benchmark --benchmark_min_time=0.01
timed .venv/bin/python bench/overhead/trace_step_overhead.py --smoke
timed build/tests/bench/steplens_aggregator_memory_benchmark --smoke
timed build/tests/bench/steplens_ingest_benchmark --smoke
timed build/tests/bench/steplens_ingest_benchmark --smoke --relay 8
timed .venv/bin/python bench/ingest/scale_check.py --smoke
timed build/tests/bench/steplens_store_write_benchmark --smoke
timed .venv/bin/python bench/overhead/compare_tools.py --smoke
timed .venv/bin/python bench/overhead/instructions.py --smoke
timed .venv/bin/python bench/launch/start_time.py --smoke
timed .venv/bin/python bench/training/grad_norm_cost.py --smoke
timed build/tests/bench/steplens_web_benchmark --smoke
timed build/tests/bench/steplens_export_benchmark --smoke
timed .venv/bin/python bench/web/live_web_benchmark.py --smoke
timed node bench/web/page_bench.mjs first-paint --smoke
timed node bench/web/page_bench.mjs live --smoke
timed .venv/bin/python bench/diagnosis/time_to_detect.py --smoke
timed .venv/bin/python bench/diagnosis/failure_detect.py --smoke
timed .venv/bin/python bench/reliability/faults.py --smoke
