#!/usr/bin/env bash
# Sets up everything steplens needs on a Debian 12 machine and installs it into
# .venv. Idempotent: a second run only rebuilds what changed.
#   - Debian packages (compiler, CMake, C++ libraries, tmux) via apt-get
#   - .venv with the pinned Python packages (requirements-dev.txt)
#   - the web dashboard (web/) built with npm into web/dist, which the binary embeds
#   - steplens built (CMake via scikit-build-core) and installed into .venv
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

APT_PACKAGES=(build-essential cmake ninja-build pkg-config python3 python3-venv python3-dev
  libasio-dev nlohmann-json3-dev libsqlite3-dev libncurses-dev
  libgtest-dev libgmock-dev libbenchmark-dev tmux sqlite3 chromium
  libcpp-httplib-dev prometheus clang-14 libfuzzer-14-dev libclang-rt-14-dev
  clang-format-14 clang-tidy-14)

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  say "creating .venv with $($PYTHON --version)"
  $PYTHON -m venv .venv
fi
VPY="$ROOT/.venv/bin/python"

req_hash=$(sha256sum requirements-dev.txt | cut -c1-16)
if [ "$(cat .venv/.steplens-requirements 2>/dev/null)" != "$req_hash" ]; then
  say "installing Python packages into .venv (torch is large: this takes a few minutes the first time)"
  "$VPY" -m pip install -q --upgrade pip
  "$VPY" -m pip install -q -r requirements-dev.txt
  echo "$req_hash" > .venv/.steplens-requirements
fi

# The web dashboard: npm packages (pinned by web/package-lock.json), then the bundle in
# web/dist that the steplens binary embeds. Node is only needed here, never by users.
if ! command -v npm >/dev/null 2>&1; then
  say "installing Node.js and npm (Debian packages)"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nodejs npm >/dev/null
fi
npm_hash=$(cat web/package.json web/package-lock.json | sha256sum | cut -c1-16)
if [ "$(cat web/node_modules/.steplens-npm 2>/dev/null)" != "$npm_hash" ]; then
  say "installing the web dashboard's npm packages (web/node_modules)"
  (cd web && npm ci --no-audit --no-fund --loglevel=error)
  echo "$npm_hash" > web/node_modules/.steplens-npm
fi
web_hash=$( (echo "$npm_hash"; git ls-files -co --exclude-standard -- web | grep -v '^web/e2e/' | LC_ALL=C sort | xargs -r sha256sum) \
  2>/dev/null | sha256sum | cut -c1-16)
if [ "$(cat .venv/.steplens-web 2>/dev/null)" != "$web_hash" ] || [ ! -f web/dist/index.html ]; then
  say "building the web dashboard (web/dist)"
  (cd web && npm run --silent build >/dev/null)
  echo "$web_hash" > .venv/.steplens-web
fi

# Rebuild and reinstall steplens only when its sources (or the web bundle it embeds) changed.
src_hash=$(bash scripts/src_hash.sh)
if [ "$(cat .venv/.steplens-build 2>/dev/null)" != "$src_hash" ] || [ ! -x .venv/bin/steplens ]; then
  say "building and installing steplens into .venv"
  "$VPY" -m pip install -q --no-build-isolation --no-deps . 2>&1 | tail -n 30
  echo "$src_hash" > .venv/.steplens-build
fi
say "ready: .venv/bin/steplens ($(.venv/bin/steplens --version))"
