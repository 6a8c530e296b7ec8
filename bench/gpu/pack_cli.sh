#!/usr/bin/env bash
# Puts the steplens CLI built here (.venv/bin/steplens, Debian 12) and the one
# shared library an Ubuntu 24.04 GPU image lacks (cpp-httplib) into .gpu/,
# which bench/gpu/validate.sh uses there. Every other library it links
# (SQLite, ncurses, OpenSSL, brotli, zlib, libstdc++) is in that image.
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf .gpu && mkdir -p .gpu/bin .gpu/lib
cp .venv/bin/steplens .gpu/bin/
cp "$(ldd .venv/bin/steplens | awk '/libcpp-httplib/ {print $3}')" .gpu/lib/
du -sh .gpu
