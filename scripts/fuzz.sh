  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
#  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
!  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
v  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
#  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
B  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
F  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
w  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
4  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
+  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
B  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
#  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
:  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
<  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
>  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
,  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
#  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
q  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
<  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
>  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
#  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
k  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
:  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
8  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
I  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
,  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
#  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
6  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
6  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
#  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
F  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
M  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
x  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
O  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
8  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
q  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
@  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
'  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
'  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
*  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
!  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
9  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
*  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
*  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
O  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
k  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
.  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
B  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
j  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
M  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
K  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
O  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
M  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
I  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
L  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
4  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
M  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
K  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
X  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
X  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
O  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
M  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
I  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
L  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
+  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
+  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
4  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
\  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
M  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
K  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
B  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
I  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
L  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Y  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
W  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
I  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
L  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
B  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
I  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
L  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
F  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
O  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
>  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
v  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
k  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
j  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
2  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
'  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
%  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
'  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
{  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
@  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
}  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
{  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
@  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
}  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
{  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
}  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
y  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
+  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
x  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
k  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
x  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
O  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
{  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
F  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
:  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
}  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
&  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
&  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
F  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
{  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
F  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
:  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
C  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
O  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
G  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
}  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
{  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
@  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
}  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
x  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
6  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
5  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
5  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
3  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
6  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
m  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
2  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
4  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
8  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
\  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
x  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
2  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
>  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
&  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
'  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
^  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
:  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
:  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
#  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
9  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
+  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
*  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
D  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
O  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
N  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
9  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
+  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
=  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
M  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
M  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
R  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
Y  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
_  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
p  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
x  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
'  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
{  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
I  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
P  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
E  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
A  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
T  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
U  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
S  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
[  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
}  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
-  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
q  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
0  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
]  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
|  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
{  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
:  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
c  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
r  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
a  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
h  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
(  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
b  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
l  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
u  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
z  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
f  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
g  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
s  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
/  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
$  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
)  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
"  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
x  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
i  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
t  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
1  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
;  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
   log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
}  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
d  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
o  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
n  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
e  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi

  log=build/fuzz/$t.log
  rc=0
  "$bin" "${limits[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="build/fuzz/findings/$t/" "$corpus" "tests/fuzz/$t" >"$log" 2>&1 || rc=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|SUMMARY)' "$log" || true
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log"
    echo "fuzz: $t failed (exit $rc); the input is in build/fuzz/findings/$t/"
    exit 1
  fi
