#!/usr/bin/env bash
# Loaded-host rounds (issue 26): the load-sensitive integration tests with two
# CPU hogs (`yes`) running beside them on the machine's cores, as a shared CI
# host would be. A test that fails in a round is a flake to fix, not noise
# (the brief: a test that flakes under load is a defect). Each round keeps its
# pytest folders in build/loaded/<round>/ for the summaries of a failure.
#
#   bash scripts/loaded_round.sh            one round (~8 min on 2 cores)
#   bash scripts/loaded_round.sh 5          five rounds, one after the other
#   bash scripts/loaded_round.sh 1 -k sync  pytest arguments after the count
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-1}
shift || true
FILES=(
  python/tests/integration/test_faults.py
  python/tests/integration/test_sync_arrival.py
  python/tests/integration/test_comm_bound.py
  python/tests/integration/test_faults_no_sync_hook.py
  python/tests/integration/test_tiered_store.py
  python/tests/integration/test_throughput.py
)
hogs=()
stop_hogs() {
  [ ${#hogs[@]} -eq 0 ] || kill "${hogs[@]}" 2>/dev/null || true
  wait "${hogs[@]}" 2>/dev/null || true
  hogs=()
}
trap stop_hogs EXIT
failed=0
for i in $(seq 1 "$rounds"); do
  yes >/dev/null &
  hogs+=($!)
  yes >/dev/null &
  hogs+=($!)
  base=build/loaded/$i
  rm -rf "$base"
  mkdir -p "$(dirname "$base")"
  if .venv/bin/python -m pytest -q -p no:cacheprovider --basetemp="$base" "${FILES[@]}" "$@"; then
    echo "== round $i of $rounds: passed ($(date +%T))"
  else
    echo "== round $i of $rounds: FAILED ($(date +%T)); pytest folders in $base"
    failed=1
  fi
  stop_hogs
done
exit "$failed"
