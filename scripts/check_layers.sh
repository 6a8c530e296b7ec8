#!/usr/bin/env bash
# Checks that components include only the layers below them (STYLE.md rule 1).
# Prints every violation and exits non-zero if there is one.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A allowed=(
  [base]=""
  [protocol]="base"
  [transport]="base protocol"
  [device]="base"
  [recorder]="base protocol transport device"
  [relay]="base protocol transport"
  [store]="base protocol"
  [aggregator]="base protocol store diagnosis"
  [diagnosis]="base"
  [tui]="base protocol aggregator diagnosis"
  [server]="base protocol aggregator diagnosis store"
  [export]="base protocol aggregator diagnosis store"
  [cli]="base protocol aggregator diagnosis store tui server export relay"
)
status=0
for dir in src/*/; do
  comp=$(basename "$dir")
  [ -n "${allowed[$comp]+x}" ] || { echo "layering: unknown component src/$comp (add it to scripts/check_layers.sh)"; status=1; continue; }
  while IFS= read -r line; do
    file=${line%%:*}
    dep=$(sed -E 's/.*#include "([a-z_]+)\/.*/\1/' <<<"$line")
    [ "$dep" = "$comp" ] && continue
    [ "$dep" = "steplens" ] && continue   # public headers in include/steplens
    [ -d "src/$dep" ] || continue          # third-party headers (gtest/, nlohmann/, ...)
    if ! grep -qw "$dep" <<<"${allowed[$comp]}"; then
      echo "layering: $file includes $dep/, but $comp may only use: ${allowed[$comp]:-nothing}"
      status=1
    fi
  done < <(grep -HE '^#include "[a-z_]+/' -r "$dir" || true)
done
# The Python seam depends on the recorder only.
if grep -HE '^#include "(aggregator|store|tui|cli|server)/' python/bindings/*.cc 2>/dev/null; then
  echo "layering: python/bindings may only include the recorder API"; status=1
fi
[ $status -eq 0 ] && echo "layering: ok"
exit $status
