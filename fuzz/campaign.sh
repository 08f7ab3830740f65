#!/usr/bin/env bash
# A long fuzzing run (docs/fuzzing.md): each harness in turn for SECONDS, one fuzzer process at a
# time, going on past a finding (libFuzzer's fork mode with one job), its corpus kept in
# OUT/corpus/<harness>, its findings in OUT/findings/<harness>/ and its figures in OUT/campaign.log.
# Each harness runs the newest build-fuzz binary as it starts (a fix built meanwhile is fuzzed).
#   bash fuzz/campaign.sh SECONDS OUT [HARNESS...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=$1
out=$(realpath -m "$2")
shift 2
harnesses=("$@")
((${#harnesses[@]})) || harnesses=(fuzz_scenario fuzz_events fuzz_battlefile fuzz_adjudicate fuzz_measure fuzz_overrides)
declare -A dictionary=([fuzz_scenario]=scenario [fuzz_measure]=scenario [fuzz_events]=events
                       [fuzz_overrides]=overrides [fuzz_adjudicate]=adjudicate)
export ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1
mkdir -p "$out/bin" "$out/home"
for harness in "${harnesses[@]}"; do
  mkdir -p "$out/corpus/$harness" "$out/findings/$harness"
  cp "build-fuzz/fuzz/$harness" "$out/bin/$harness"
  options=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -max_total_time="$seconds"
           -timeout=25 -rss_limit_mb=4096 -artifact_prefix="$out/findings/$harness/")
  [ -z "${dictionary[$harness]:-}" ] || options+=(-dict="fuzz/dict/${dictionary[$harness]}.dict")
  echo "== $harness $(date -u +%H:%M:%S) for $seconds s" >>"$out/campaign.log"
  /usr/bin/time -f "$harness: %e s wall, %U s user, %S s system" -a -o "$out/campaign.log" \
    env HOME="$out/home" "$out/bin/$harness" "${options[@]}" "$out/corpus/$harness" \
    "fuzz/corpus/$harness" >"$out/$harness.log" 2>&1 || true
  # The last figures: executions, coverage, corpus, findings (fork mode's summary line).
  grep -E "^#[0-9]+: cov:" "$out/$harness.log" | tail -n 1 >>"$out/campaign.log" || true
  echo "findings: $(ls "$out/findings/$harness" | wc -l)" >>"$out/campaign.log"
done
