#!/usr/bin/env bash
# Prints a short hash of everything the steplens package is built from (its
# C++ and Python sources, the build description, the web bundle it embeds):
# scripts/setup.sh rebuilds .venv's steplens, and scripts/compat.sh a cell's,
# only when it changed.
set -euo pipefail
cd "$(dirname "$0")/.."
(git ls-files -co --exclude-standard -- CMakeLists.txt pyproject.toml include src python/bindings python/steplens; \
  find web/dist -type f) 2>/dev/null | LC_ALL=C sort | xargs -r sha256sum 2>/dev/null | sha256sum | cut -c1-16
