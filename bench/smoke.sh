#!/usr/bin/env bash
# Runs every benchmark in its smoke mode (a few seconds each) so benchmarks
# never rot. Not a measurement: see bench/README.md for the real runs.
# Expects scripts/test.sh to have built build/tests with benchmarks enabled.
set -euo pipefail
cd "$(dirname "$0")/.."
build/tests/bench/steplens_recorder_benchmark --benchmark_min_time=0.01
.venv/bin/python bench/overhead/trace_step_overhead.py --smoke
build/tests/bench/steplens_aggregator_memory_benchmark --smoke
build/tests/bench/steplens_ingest_benchmark --smoke
build/tests/bench/steplens_ingest_benchmark --smoke --relay 8
.venv/bin/python bench/ingest/scale_check.py --smoke
build/tests/bench/steplens_store_write_benchmark --smoke
.venv/bin/python bench/overhead/compare_tools.py --smoke
.venv/bin/python bench/overhead/instructions.py --smoke
.venv/bin/python bench/training/grad_norm_cost.py --smoke
build/tests/bench/steplens_web_benchmark --smoke
build/tests/bench/steplens_export_benchmark --smoke
.venv/bin/python bench/web/live_web_benchmark.py --smoke
node bench/web/page_bench.mjs first-paint --smoke
node bench/web/page_bench.mjs live --smoke
.venv/bin/python bench/diagnosis/time_to_detect.py --smoke
.venv/bin/python bench/diagnosis/failure_detect.py --smoke
.venv/bin/python bench/reliability/faults.py --smoke
