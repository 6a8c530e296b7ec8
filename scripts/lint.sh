#!/usr/bin/env bash
# Formatters and linters, pinned (scripts/setup.sh installs them):
#   C++     clang-format-14 (.clang-format), clang-tidy-14 (.clang-tidy, a
#           focused set of bug-finding checks) and clang's -Wthread-safety
#           (the locking rule of base/mutex.h; in the clang build)
#   Python  ruff format + ruff check, mypy (pyproject.toml)
#   web     prettier + eslint (web/package.json, web/eslint.config.js)
# Check mode by default (CI: scripts/test.sh); `--fix` rewrites files instead.
# clang-tidy needs build/tests/compile_commands.json (scripts/test.sh makes it).
set -euo pipefail
cd "$(dirname "$0")/.."
fix=0
[ "${1:-}" = "--fix" ] && fix=1
status=0
step() { printf '== lint: %s\n' "$*"; }
fail() { echo "lint: $*"; status=1; }

mapfile -t cxx < <(git ls-files -co --exclude-standard -- '*.cc' '*.h' | grep -v '^web/')
step "clang-format (${#cxx[@]} files)"
if [ $fix -eq 1 ]; then
  clang-format-14 -i "${cxx[@]}"
else
  if ! out=$(clang-format-14 --dry-run --Werror "${cxx[@]}" 2>&1); then
    head -40 <<<"$out"
    fail "C++ not formatted: run bash scripts/lint.sh --fix"
  fi
fi

if [ -f build/tests/compile_commands.json ]; then
  # The layers that hold state and read untrusted bytes (the views and the
  # CLI add little and cost minutes on a 2-core machine); production
  # sources only.
  mapfile -t tidy < <(git ls-files -- 'src/*.cc' | grep -E '^src/(base|protocol|transport|recorder|store|aggregator|diagnosis)/' \
    | grep -v -E '_test\.cc$|_fuzzer\.cc$|_benchmark\.cc$')
  # Units unchanged since a clean check are skipped (a cache keyed by the
  # preprocessed source, the flags and the configs: scripts/clang_tidy_cached.py;
  # STEPLENS_TIDY_CACHE=off checks all).
  step "clang-tidy (${#tidy[@]} files)"
  python3 scripts/clang_tidy_cached.py -p build/tests -j 2 --log build/clang-tidy.log "${tidy[@]}"
  if grep -E '(warning|error): ' build/clang-tidy.log >/dev/null; then
    grep -E -A3 '(warning|error): ' build/clang-tidy.log | head -60
    fail "clang-tidy findings (build/clang-tidy.log)"
  fi
else
  step "clang-tidy skipped: no build/tests/compile_commands.json"
fi

py_paths=(python bench scripts examples)
step "ruff"
if [ $fix -eq 1 ]; then
  .venv/bin/ruff format -q "${py_paths[@]}"
  .venv/bin/ruff check -q --fix "${py_paths[@]}" || fail "ruff findings left after --fix"
else
  .venv/bin/ruff format -q --check "${py_paths[@]}" || fail "Python not formatted: run bash scripts/lint.sh --fix"
  .venv/bin/ruff check -q "${py_paths[@]}" || fail "ruff findings"
fi
step "mypy"
.venv/bin/mypy --no-error-summary || fail "mypy findings"

step "prettier + eslint (web)"
if [ $fix -eq 1 ]; then
  (cd web && npx --no-install prettier --log-level warn --write src e2e && npx --no-install eslint --fix src e2e) \
    || fail "eslint findings left after --fix"
else
  (cd web && npx --no-install prettier --log-level warn --check src e2e) || fail "web not formatted: run bash scripts/lint.sh --fix"
  (cd web && npx --no-install eslint src e2e) || fail "eslint findings"
fi

[ $status -eq 0 ] && echo "lint: ok"
exit $status
