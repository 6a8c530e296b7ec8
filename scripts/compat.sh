#!/usr/bin/env bash
# The supported-versions matrix (docs/reference/compatibility.md): each cell is
# a virtual environment built from PyPI with one combination of torch,
# transformers, Accelerate and Lightning, steplens installed from this checkout
# (one wheel built per run), and the integration tests that matter run in it.
# Prints a table: cell x test group, each pass / degraded / fail / skip.
#
#   bash scripts/compat.sh                 # every cell (long: a release check)
#   bash scripts/compat.sh old new         # some cells
#   bash scripts/compat.sh --smoke         # cell "smoke": torch 2.4.1 on the CPU +
#                                          # transformers 4.57, three short test files
#                                          # (scripts/test.sh runs it; STEPLENS_COMPAT_SMOKE=0 does not)
#   bash scripts/compat.sh --prepare CELL  # only build (or find cached) the cells'
#                                          # environments: no wheel, no tests, no table
#                                          # (scripts/test.sh: --smoke --prepare in the
#                                          # background while the C++ builds)
#   bash scripts/compat.sh --list          # the cells
#   bash scripts/compat.sh --table [CELL]  # the last results again, no run
#
# Cache: $STEPLENS_COMPAT_CACHE (default ~/.cache/steplens-compat). One
# environment per torch version (torch-<version>: torch with its CUDA wheels,
# numpy, pytest; torch's CPU path needs them: `pip install --no-deps torch`
# without the nvidia-* wheels fails at `import torch`, checked on 2.4.1) and
# one small environment per cell that sees its torch through a .pth file, so
# several cells share one torch download. An environment is reused once its
# `.ok` marker exists; delete the folder to rebuild it. A torch version
# written <version>-cpu (the smoke's) is torch alone (`--no-deps`, ~0.8 GB
# instead of ~4 GB) with stand-ins for its CUDA libraries built here
# (scripts/compat_cuda_stubs.py): it imports and runs on the CPU only.
#
# Results: pass (every test passed), degraded (passed, but this torch lacks
# something steplens or a test uses: that part was not run and the table says
# what), fail (a test failed, or the cell's packages could not be installed
# together), skip (the cell could not be built here: no network, no disk...;
# the reason is printed, and it is never counted as a pass). Exit status: 1
# when any group failed, else 0. Runs niced, one cell at a time.
set -uo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
CACHE=${STEPLENS_COMPAT_CACHE:-$HOME/.cache/steplens-compat}
PYTHON=${PYTHON:-python3}
NICE="nice -n 10"
# A torch environment not built within this many seconds is a skip (a cold
# build downloads ~4 GB: ~11 min measured on the development machine).
BUILD_TIMEOUT=${STEPLENS_COMPAT_BUILD_TIMEOUT:-1800}

# name torch transformers accelerate lightning groups ("all" or a,b;
# lightning "-": not installed). The
# 2024 releases: Accelerate 1.2.1, Lightning 2.4.0 and 2.5.0; the newest as of
# the table's date. transformers 4.57 needs a newer Accelerate than 1.2.1
# (Trainer passes unwrap_model(keep_torch_compile=...)), so Accelerate 1.2.1
# is tested without the Trainer (cell acc2024: the Accelerate and Lightning
# groups).
CELLS="
old      2.4.1  4.57.6 1.15.0 2.4.0 all
acc2024  2.4.1  4.57.6 1.2.1  2.5.0 accelerate,lightning
t26      2.6.0  4.57.6 1.15.0 2.5.0 all
t28      2.8.0  5.24.0 1.15.0 2.6.6 all
new-tf4  2.15.0 4.57.6 1.15.0 2.6.6 hf
new      2.15.0 5.24.0 1.15.0 2.6.6 all
smoke    2.4.1-cpu 4.57.6 1.15.0 - smoke
"
GROUPS_ALL="hf lightning accelerate ddp collectives"

group_tests() {
  case $1 in
    hf) echo "python/tests/integration/test_hf_windows.py python/tests/integration/test_hf_trainer.py" ;;
    lightning) echo "python/tests/integration/test_lightning_trainer.py" ;;
    accelerate) echo "python/tests/integration/test_accelerate_loop.py" ;;
    ddp) echo "python/tests/integration/test_sync_arrival.py" ;;
    collectives) echo "python/tests/integration/test_collectives.py" ;;
    # The smoke: the zero-code HF windows under gradient accumulation, a
    # hand-added callback, DDP arrival and the automatic hooks; no verdict
    # that a loaded host can turn (the straggler labels).
    smoke) echo "python/tests/integration/test_hf_windows.py" \
      "python/tests/integration/test_hf_trainer.py::test_explicit_callback_is_not_counted_twice" \
      "python/tests/integration/test_sync_arrival.py" ;;
  esac
}

smoke=0
table_only=0
prepare=0
wanted=()
for arg in "$@"; do
  case $arg in
    --smoke) smoke=1 ;;
    --list) echo "$CELLS" | sed '/^$/d'; exit 0 ;;
    --table) table_only=1 ;;
    --prepare) prepare=1 ;;
    -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) wanted+=("$arg") ;;
  esac
done
groups=$GROUPS_ALL
if ((smoke)); then
  wanted=(smoke)
  groups=smoke
fi

mkdir -p "$CACHE/results" || { echo "compat: SKIPPED: cannot create $CACHE"; exit 0; }
started=$(date +%s)

skip_cell() { # cell reason
  echo "!! compat: cell $1 SKIPPED: $2 (not a pass: nothing was tested)" >&2
  for g in $groups; do printf '%s\t%s\tskip: %s\n' "$1" "$g" "$2"; done >"$CACHE/results/$1.tsv"
}

# torch-<version>: torch and what the tests need besides the frameworks. The
# project's own .venv serves when its torch is that version (no download).
torch_env() { # version -> path, or returns 1 with the reason on stdout
  local version=$1 dir="$CACHE/torch-$1" log="$CACHE/torch-$1.log"
  if [[ $(.venv/bin/python -c 'import torch; print(torch.__version__.split("+")[0])' 2>/dev/null) == "$version" ]]; then
    echo "$REPO/.venv"
    return 0
  fi
  if [[ ! -f $dir/.ok ]]; then
    rm -rf "$dir"
    local ok=0
    if [[ $version == *-cpu ]]; then
      # torch alone, its pure-Python dependencies, stand-ins for its CUDA
      # libraries (no triton: torch.compile is not tested here).
      echo "-- building $dir (torch ${version%-cpu} from PyPI without its CUDA wheels: ~0.8 GB)" >&2
      { $PYTHON -m venv "$dir" &&
        timeout "$BUILD_TIMEOUT" $NICE "$dir/bin/pip" install -q --disable-pip-version-check \
          --no-deps "torch==${version%-cpu}" &&
        timeout "$BUILD_TIMEOUT" $NICE "$dir/bin/pip" install -q --disable-pip-version-check \
          filelock typing-extensions sympy networkx jinja2 fsspec numpy pytest &&
        $NICE "$dir/bin/python" scripts/compat_cuda_stubs.py \
          "$("$dir/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')" &&
        "$dir/bin/python" -c 'import torch; assert not torch.cuda.is_available()'; } >"$log" 2>&1 && ok=1
    else
      echo "-- building $dir (torch $version from PyPI, with its CUDA wheels: ~4 GB)" >&2
      { $PYTHON -m venv "$dir" &&
        timeout "$BUILD_TIMEOUT" $NICE "$dir/bin/pip" install -q --disable-pip-version-check \
          "torch==$version" numpy pytest; } >"$log" 2>&1 && ok=1
    fi
    if ((!ok)); then
      echo "torch $version could not be installed in ${BUILD_TIMEOUT} s ($(tail -n 1 "$log"))"
      rm -rf "$dir"
      return 1
    fi
    touch "$dir/.ok"
  fi
  echo "$dir"
}

WHEEL=""
build_wheel() { # the steplens wheel of this checkout, built once per run
  [[ -n $WHEEL ]] && return 0
  local out="$CACHE/wheel" log="$CACHE/wheel.log"
  rm -rf "$out" && mkdir -p "$out"
  if ! $NICE .venv/bin/pip wheel -q --no-build-isolation --no-deps -w "$out" "$REPO" >"$log" 2>&1; then
    echo "compat: the steplens wheel did not build (see $log)" >&2
    return 1
  fi
  WHEEL=$(ls "$out"/steplens-*.whl)
}

cell_env() { # name torch transformers accelerate lightning torch-env -> path, or reason
  local name=$1 tdir=$6 dir="$CACHE/cell-$1" log="$CACHE/cell-$1.log"
  local key="$2 $3 $4 $5"
  if [[ ! -f $dir/.ok || $(cat "$dir/.ok") != "$key" ]]; then
    rm -rf "$dir"
    if ! $PYTHON -m venv "$dir" >"$log" 2>&1; then
      echo "venv failed ($(tail -n 1 "$log"))"
      return 1
    fi
    local site
    site=$("$dir/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
    "$tdir/bin/python" -c 'import os, torch; print(os.path.dirname(os.path.dirname(torch.__file__)))' \
      >"$site/steplens-compat-torch.pth"
    # The constraint keeps pip from replacing the shared torch: a framework
    # that needs another torch fails the cell instead of downloading one.
    "$tdir/bin/python" -c 'import torch; print("torch==" + torch.__version__.split("+")[0])' >"$dir/constraints.txt"
    local frameworks=("transformers==$3" "accelerate==$4")
    [[ $5 == - ]] || frameworks+=("lightning==$5")
    if ! $NICE "$dir/bin/pip" install -q --disable-pip-version-check -c "$dir/constraints.txt" \
      "${frameworks[@]}" >>"$log" 2>&1; then
      echo "INSTALL-FAIL: transformers $3, accelerate $4, lightning $5 do not install with torch $2 ($(tail -n 1 "$log"))"
      return 1
    fi
    echo "$key" >"$dir/.ok"
  fi
  echo "$dir"
}

# The collective test whose ranks end right after all_reduce(async_op=True):
# the one a torch with gloo_exit (below) can deadlock in
# destroy_process_group.
ASYNC_OP_TEST="python/tests/integration/test_collectives.py::test_a_straggler_without_ddp_is_named_with_its_phase[collective_straggler.py-forward-COMPUTE STRAGGLER-args1]"

# What this torch lacks that steplens or a test uses: "key<TAB>why" lines.
probe() { # python
  "$1" - <<'EOF'
import importlib

import torch

try:
    from torch.distributed.fsdp import fully_shard  # noqa: F401
except ImportError:
    print("fsdp2\tno torch.distributed.fsdp.fully_shard (the FSDP2 tests not run)")
else:
    # torch 2.6's FSDP2 records an event on the current stream, which its CPU
    # stream cannot do: fully_shard fails inside torch on CPU/gloo, without
    # steplens too (compatibility.md).
    if not hasattr(torch.cpu.current_stream(), "record_event"):
        print("fsdp2\tFSDP2 does not run on the CPU with this torch: torch.cpu.Stream"
              " has no record_event (fails inside torch, without steplens too;"
              " the FSDP2 tests not run)")
# torch 2.4's destroy_process_group drops a gloo group holding the GIL, and
# ~ProcessGroupGloo joins its worker threads: a worker still letting go of a
# finished work whose tensor's Python object it must free waits for the GIL
# forever (seen after async_op all-reduces, with and without steplens;
# compatibility.md). Newer torch shuts every backend down first.
import inspect
import re

import torch.distributed as dist

if not re.search(r"\.shutdown\(\)", inspect.getsource(dist.destroy_process_group)):
    print("gloo_exit\tthis torch can deadlock in destroy_process_group after async_op"
          " gloo collectives (torch's, without steplens too): the --async-op test not run")
# The torch entry points steplens' automatic hooks use.
for module, name in (
    ("torch.optim.optimizer", "register_optimizer_step_pre_hook"),
    ("torch.nn.modules.module", "register_module_full_backward_pre_hook"),
    ("torch.nn.parallel", "DistributedDataParallel"),
    ("torch.utils.flop_counter", "FlopCounterMode"),
    ("torch", "_foreach_norm"),
):
    try:
        getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        print(f"{name}\tno {module}.{name}")
EOF
}

run_cell() { # name torch transformers accelerate lightning groups
  local name=$1 tdir cdir groups=$groups
  if [[ $6 != all ]] && ((!smoke)); then groups=${6//,/ }; fi
  set -- "$1" "$2" "$3" "$4" "$5"
  echo "== cell $name: torch $2, transformers $3, accelerate $4, lightning $5" >&2
  if ! tdir=$(torch_env "$2"); then skip_cell "$name" "$tdir"; return; fi
  if ! cdir=$(cell_env "$@" "$tdir"); then
    if [[ $cdir == INSTALL-FAIL:* ]]; then
      for g in $groups; do printf '%s\t%s\tfail: %s\n' "$name" "$g" "${cdir#INSTALL-FAIL: }"; done >"$CACHE/results/$name.tsv"
    else
      skip_cell "$name" "$cdir"
    fi
    return
  fi
  ((!prepare)) || return 0
  # steplens is built and installed again only when its sources changed
  # since it was installed in this cell (scripts/src_hash.sh, as setup.sh).
  local src
  src=$(bash scripts/src_hash.sh)
  if [[ $(cat "$cdir/.steplens-src" 2>/dev/null) != "$src" ]]; then
    rm -f "$cdir/.steplens-src"
    if ! build_wheel || ! $NICE "$cdir/bin/pip" install -q --disable-pip-version-check --no-deps \
      --force-reinstall "$WHEEL" >>"$CACHE/cell-$name.log" 2>&1; then
      skip_cell "$name" "steplens did not install (see $CACHE/cell-$name.log)"
      return
    fi
    echo "$src" >"$cdir/.steplens-src"
  fi
  local missing
  missing=$(probe "$cdir/bin/python" 2>>"$CACHE/cell-$name.log")
  : >"$CACHE/results/$name.tsv"
  for g in $groups; do
    local select=() note=""
    if [[ $g == collectives ]] && grep -q '^fsdp2' <<<"$missing"; then
      select=(-k "not fsdp")
      note=$(grep '^fsdp2' <<<"$missing" | cut -f2)
    fi
    if [[ $g == collectives ]] && grep -q '^gloo_exit' <<<"$missing"; then
      select+=(--deselect "$ASYNC_OP_TEST")
      note+="${note:+; }$(grep '^gloo_exit' <<<"$missing" | cut -f2)"
    fi
    # shellcheck disable=SC2046
    (cd "$REPO" && timeout 1200 $NICE "$cdir/bin/python" -m pytest -q -p no:cacheprovider \
      "${select[@]}" $(group_tests "$g")) >"$CACHE/results/$name.$g.log" 2>&1
    local rc=$? status
    local tail
    tail=$(grep -E '(passed|failed|error|skipped|no tests ran)' "$CACHE/results/$name.$g.log" | tail -n 1)
    if ((rc == 0)) && grep -q 'skipped' <<<"$tail"; then
      status="degraded: $tail"
    elif ((rc == 0)) && [[ -n $note ]]; then
      status="degraded: $note"
    elif ((rc == 0)); then
      status="pass"
    elif ((rc == 5)); then
      status="skip: no test ran"
    else
      status="fail: ${tail:-rc $rc}"
      # Only the straggler's label wrong, every other check of those tests
      # passed: what a loaded host does to a 2-rank timing test. The label
      # is checked alone (`assert 'STRAGGLER' in label`) or with the rank
      # (`assert (label, rank) == ('COMPUTE STRAGGLER', 1)`).
      local failed_n label_n
      failed_n=$(grep -c '^FAILED' "$CACHE/results/$name.$g.log")
      label_n=$(grep -cE "^E +assert ('STRAGGLER' in|\(.*\) == \('[A-Z ]*STRAGGLER', 1\)$)" \
        "$CACHE/results/$name.$g.log")
      if ((failed_n > 0 && failed_n == label_n)); then
        status+=", only the straggler label (host load?)"
      fi
      [[ -z $note ]] || status+="; not run here: $note"
      status+=" (log: $CACHE/results/$name.$g.log)"
    fi
    printf '%s\t%s\t%s\n' "$name" "$g" "$status" >>"$CACHE/results/$name.tsv"
    echo "   $g: $status" >&2
  done
  # A torch entry point steplens' hooks use that this torch lacks.
  grep -Ev '^(fsdp2|gloo_exit)' <<<"$missing" | sed '/^$/d' | while IFS=$'\t' read -r key why; do
    printf '%s\t%s\tdegraded: %s\n' "$name" "steplens:$key" "$why" >>"$CACHE/results/$name.tsv"
  done
}

print_table() { # the results of the cells in "ran" (their .tsv files)
  echo
  echo "steplens compatibility, $(date -u +%Y-%m-%d), $(uname -m), $($PYTHON -V 2>&1)"
  printf '%-9s %-9s %-13s %-11s %-10s | %s\n' cell torch transformers accelerate lightning "group: result"
  while read -r name t tf acc light _; do
    [[ -z $name || ! " ${ran[*]} " == *" $name "* || ! -f $CACHE/results/$name.tsv ]] && continue
    first=1
    while IFS=$'\t' read -r _ g status; do
      if ((first)); then
        printf '%-9s %-9s %-13s %-11s %-10s | %s: %s\n' "$name" "$t" "$tf" "$acc" "$light" "$g" "$status"
        first=0
      else
        printf '%-55s | %s: %s\n' "" "$g" "$status"
      fi
      [[ $status == fail* ]] && failed=1
    done <"$CACHE/results/$name.tsv"
  done <<<"$CELLS"
}

failed=0
if ((table_only)); then
  ran=("${wanted[@]}")
  ((${#ran[@]})) || read -r -a ran <<<"$(echo "$CELLS" | awk 'NF {print $1}' | tr '\n' ' ')"
  print_table
  exit $failed
fi
ran=()
while read -r name t tf acc light cell_groups; do
  [[ -z $name ]] && continue
  if ((${#wanted[@]})) && [[ ! " ${wanted[*]} " == *" $name "* ]]; then continue; fi
  run_cell "$name" "$t" "$tf" "$acc" "$light" "$cell_groups"
  ran+=("$name")
done <<<"$CELLS"
if ((prepare)); then
  echo "compat: environments ready for ${ran[*]} ($(($(date +%s) - started)) s)"
  exit 0
fi
print_table
echo "compat: $(($(date +%s) - started)) s"
exit $failed
