#!/usr/bin/env bash
# GPU validation of steplens' device path (issue 27): one command, one table.
#
#   bash bench/gpu/validate.sh [--only phases,nosync,overhead,straggler,oom,mfu]
#
# Runs on a machine with one NVIDIA GPU, Python with torch, CMake, ninja and
# nanobind — and nothing downloadable. It builds steplens._core there for
# that Python (STEPLENS_RECORDER_ONLY: the recorder needs no other library)
# and takes the `steplens` CLI (the aggregator; it needs SQLite, ncurses and
# cpp-httplib) from PATH, or from .gpu/ where bench/gpu/pack_cli.sh put a
# prebuilt one with the one library an Ubuntu 24.04 image lacks. About 4-6
# minutes on an H100 machine; the table goes to docs/benchmarks.md.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PYTHONUNBUFFERED=1
PY=${PYTHON:-python3}
B=${STEPLENS_GPU_BUILD:-/tmp/steplens-gpu-build}
echo "== building steplens._core for $($PY -V 2>&1)"
if ! { cmake -S . -B "$B" -G Ninja -DSTEPLENS_BUILD_PYTHON=ON -DSTEPLENS_RECORDER_ONLY=ON \
        -DCMAKE_BUILD_TYPE=Release -DPython_EXECUTABLE="$(command -v "$PY")" >"$B.log" 2>&1 &&
       cmake --build "$B" --target _core >>"$B.log" 2>&1; }; then
  tail -40 "$B.log"
  exit 1
fi
PKG=$B/pkg
rm -rf "$PKG" && mkdir -p "$PKG" && cp -r python/steplens "$PKG/" && cp "$B"/python/bindings/_core*.so "$PKG/steplens/"
export PYTHONPATH=$PKG${PYTHONPATH:+:$PYTHONPATH}
if [ -x .gpu/bin/steplens ]; then
  export PATH=$PWD/.gpu/bin:$PATH LD_LIBRARY_PATH=$PWD/.gpu/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
fi
if ! steplens --version; then
  echo "no working steplens CLI: run bench/gpu/pack_cli.sh where steplens is built, and bring .gpu/"
  exit 1
fi
exec "$PY" bench/gpu/validate.py "$@"
