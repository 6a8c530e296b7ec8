#!/usr/bin/env bash
# Creates .venv-bench: the benchmark-only environment with the tools steplens
# is compared against (bench/overhead/compare_tools.py). Never a project
# dependency; CI does not run it.
#
# torch and steplens come from the project's .venv (scripts/setup.sh): a .pth
# file puts .venv's site-packages on .venv-bench's path, behind its own. So
# the comparison runs the very same torch build as the project's tests (no
# second 2 GB torch download), and the peers' own dependencies are installed
# into .venv-bench only (they shadow .venv's where both exist).
set -euo pipefail
cd "$(dirname "$0")/../.."
TRACEML_VERSION=0.5.0
PYTSCOPE_VERSION=0.2.1
[ -x .venv/bin/python ] || { echo "setup_peers: run scripts/setup.sh first (needs .venv)" >&2; exit 1; }
main_site=$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
py=$(.venv/bin/python -c 'import sys; print(sys._base_executable)')
[ -x .venv-bench/bin/python ] || "$py" -m venv .venv-bench
bench_site=$(.venv-bench/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
echo "$main_site" > "$bench_site/steplens-main-venv.pth"
.venv-bench/bin/python -m pip install --quiet --disable-pip-version-check \
  "traceml-ai==$TRACEML_VERSION" "pytscope==$PYTSCOPE_VERSION"
.venv-bench/bin/python - <<'PY'
import importlib.metadata as md
import torch, steplens
for name in ("traceml-ai", "pytscope"):
    print(f"{name} {md.version(name)}")
print(f"torch {torch.__version__} from {torch.__file__}")
PY
