#!/usr/bin/env bash
# Command 2 of the README: set up, then run every test (C++ and Python) and the
# benchmarks' smoke modes. CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

echo "== C++ unit tests (GoogleTest via ctest)"
cmake -S . -B build/tests -G Ninja -DSTEPLENS_BUILD_TESTS=ON -DSTEPLENS_BUILD_BENCHMARKS=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null
cmake --build build/tests -j2
ctest --test-dir build/tests --output-on-failure -j2

echo "== fuzz smoke (libFuzzer, clang-14: frame decoder, spool reader, HTTP request)"
bash scripts/fuzz.sh 8

echo "== layering check"
bash scripts/check_layers.sh

echo "== formatters and linters (check mode; bash scripts/lint.sh --fix rewrites)"
bash scripts/lint.sh

echo "== Python tests (pytest: unit, then integration with real gloo DDP)"
.venv/bin/python -m pytest -q python/tests

echo "== compatibility smoke: torch 2.4.1 + transformers 4.57.6 (scripts/compat.sh --smoke;"
echo "   its environments are cached in ~/.cache/steplens-compat; a cell that cannot be built is a loud skip)"
bash scripts/compat.sh --smoke

echo "== web dashboard unit tests (Vitest)"
(cd web && npm test --silent)

echo "== web dashboard end to end (real runs, Debian's Chromium; screenshots in build/e2e-artifacts)"
(cd web && npm run --silent e2e)

echo "== benchmark smoke runs"
bash bench/smoke.sh
