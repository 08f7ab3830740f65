#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A long fuzzing run (docs/fuzzing.md), measured in CPU time: each harness gets CPU_SECONDS of
# CPU in ROUNDS turns, one fuzzer process at a time, so that every harness is fuzzed early on a
# busy machine. libFuzzer's fork mode with one job goes on past a finding. The corpus is kept in
# OUT/corpus/<harness>, findings in OUT/findings/<harness>/, figures in OUT/campaign.log. Each
# turn runs the newest build-fuzz binary (a fix built meanwhile is fuzzed from its next turn).
#   bash fuzz/campaign.sh CPU_SECONDS ROUNDS OUT [HARNESS...]
set -euo pipefail
cd "$(dirname "$0")/.."
budget=$1
rounds=$2
out=$(realpath -m "$3")
shift 3
harnesses=("$@")
((${#harnesses[@]})) || harnesses=(fuzz_scenario fuzz_events fuzz_battlefile fuzz_adjudicate fuzz_measure fuzz_overrides
                                    fuzz_report fuzz_appopen)
declare -A dictionary=([fuzz_scenario]=scenario [fuzz_measure]=scenario [fuzz_events]=events
                       [fuzz_overrides]=overrides [fuzz_adjudicate]=adjudicate
                       [fuzz_report]=scenario [fuzz_appopen]=scenario)
# The app's harnesses hold a whole report or window per input: less memory than the parsers' limit
# (an input that needs more is a finding: issue 28, names that use memory quadratically).
declare -A rss=([fuzz_report]=2048 [fuzz_appopen]=2048)
export ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1
# Leaks are checked after each input, not at exit (.ci/fuzz says why).
export LSAN_OPTIONS=leak_check_at_exit=0
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1
ticks=$(getconf CLK_TCK)
mkdir -p "$out/bin" "$out/home"

# CPU seconds used by the process group `group` so far: its leader's own and its reaped children's
# (fields 14 to 17 of /proc/PID/stat), and the running jobs'.
cpu_of() {
  local group=$1 total=0 pid fields
  for pid in $(pgrep -g "$group" || true); do
    fields=$(sed 's/.*) //' "/proc/$pid/stat" 2>/dev/null) || continue
    read -r -a f <<<"$fields"
    # After the command name: field 14 is f[11].
    if [ "$pid" = "$group" ]; then
      total=$((total + f[11] + f[12] + f[13] + f[14]))
    else
      total=$((total + f[11] + f[12]))
    fi
  done
  echo $((total / ticks))
}

for round in $(seq 1 "$rounds"); do
  for harness in "${harnesses[@]}"; do
    mkdir -p "$out/corpus/$harness" "$out/findings/$harness"
    cp "build-fuzz/fuzz/$harness" "$out/bin/$harness"
    options=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -timeout=25
             -rss_limit_mb="${rss[$harness]:-4096}" -artifact_prefix="$out/findings/$harness/")
    [ -z "${dictionary[$harness]:-}" ] || options+=(-dict="fuzz/dict/${dictionary[$harness]}.dict")
    log="$out/$harness.$round.log"
    started=$(date +%s)
    setsid env HOME="$out/home" "$out/bin/$harness" "${options[@]}" "$out/corpus/$harness" \
      "fuzz/corpus/$harness" >"$log" 2>&1 &
    group=$!
    used=0
    last=0
    while kill -0 "$group" 2>/dev/null; do
      sleep 2
      now=$(cpu_of "$group")
      [ "$now" -gt 0 ] && last=$now
      if [ "$last" -ge $((budget / rounds)) ]; then
        # Fork mode's parent starts a new job on SIGINT: the whole group stops at once.
        kill -KILL -- "-$group" 2>/dev/null || true
        break
      fi
    done
    wait "$group" 2>/dev/null || true
    used=$last
    summary=$(grep -E "^#[0-9]+: cov:" "$log" | tail -n 1 || true)
    echo "$harness round $round: ${used} s CPU, $(( $(date +%s) - started )) s wall; ${summary:-no summary}; findings so far: $(ls "$out/findings/$harness" | wc -l)" >>"$out/campaign.log"
  done
done
echo "done $(date -u +%H:%M:%S)" >>"$out/campaign.log"
