#!/usr/bin/env bash
# Fuzzes the lab's four untrusted inputs for SECONDS of wall time in all:
#   bash scripts/fuzz.sh [SECONDS]      (default 60)
# Installs what is missing (lab.sh's packages, clang-14, libclang-rt-14-dev),
# configures and builds the fuzz preset if needed, then runs the harnesses
# of tests/fuzz two at a time (one per core), each from a scratch copy of its
# checked-in corpus, so tests/fuzz/corpus never changes. Prints executions,
# exec/s and crashes per harness; exits 1 when any harness crashed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

seconds=${1:-60}
if ! [[ $seconds =~ ^[0-9]+$ ]] || [ "$seconds" -lt 10 ]; then
    echo "usage: bash scripts/fuzz.sh [SECONDS]   (whole seconds, at least 10; default 60)" >&2
    exit 2
fi

source scripts/packages.sh
packages+=(clang-14 libclang-rt-14-dev)

install_missing
[ -f build/fuzz/build.ninja ] || cmake --preset fuzz >/dev/null
# The first build compiles the whole model with the sanitizers: many minutes.
cmake --build --preset fuzz

# Two lanes, one per core, each running its harnesses one after the other.
# Shares are weighted toward the fast harnesses, which turn time into the most
# executions; the slow one of each lane goes first, so that when it stops
# early (a crash) the fast one gets the time that is left.
#   harness:share (% of SECONDS):libFuzzer options
# -max_len: above the largest corpus input that matters (a chaos session
# of 4 KiB pages, a scenario); longer inputs only cost time.
lane_a=("session:15:-max_len=40000"
        "cloudevent:50:-max_len=1024 -dict=tests/fuzz/dict/cloudevent.dict"
        "jsontext:35:-max_len=1024 -dict=tests/fuzz/dict/cloudevent.dict")
lane_b=("lesson:15:-max_len=4096 -dict=tests/fuzz/dict/lesson.dict"
        "cli:85:-max_len=512 -dict=tests/fuzz/dict/cli.dict")

run=build/fuzz/runs/$(date +%Y%m%d-%H%M%S)
mkdir -p "$run"

# A UBSan report is a crash, as ASan's are; leaks are checked after each input.
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export ASAN_OPTIONS=detect_leaks=1
export QT_QPA_PLATFORM=offscreen

fuzz_one() {
    local name=$1 time=$2 options=$3
    local dir=$run/$name
    mkdir -p "$dir/crashes"
    cp -r "tests/fuzz/corpus/$name" "$dir/corpus"
    local start=$SECONDS
    # -reload=0: nothing else writes to the scratch corpus, so never re-read it.
    # shellcheck disable=SC2086 # options are words on purpose
    "build/fuzz/tests/fuzz/fuzz_$name" "$dir/corpus" -max_total_time="$time" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -reload=0 -artifact_prefix="$dir/crashes/" $options \
        >"$dir/log" 2>&1 || true
    echo $((SECONDS - start)) >"$dir/seconds"
}

# Each harness runs until its share's deadline, counted from the lane's start.
lane() {
    local start=$SECONDS spec name share options used=0 time
    for spec in "$@"; do
        IFS=: read -r name share options <<<"$spec"
        used=$((used + share))
        time=$((start + seconds * used / 100 - SECONDS))
        fuzz_one "$name" $((time > 1 ? time : 1)) "$options"
    done
}

echo "fuzz.sh: ${seconds}s of fuzzing, two harnesses at a time; logs and new inputs in $run"
lane "${lane_a[@]}" &
pid_a=$!
lane "${lane_b[@]}" &
pid_b=$!
wait "$pid_a" "$pid_b"

total_execs=0
total_crashes=0
for spec in "${lane_a[@]}" "${lane_b[@]}"; do
    name=${spec%%:*}
    log=$run/$name/log
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    # slow-unit-* files are inputs slower than -report_slow_units, not crashes.
    mapfile -t crashes < <(find "$run/$name/crashes" -type f ! -name 'slow-unit-*' | sort)
    if [ -z "$execs" ] && [ ${#crashes[@]} -eq 0 ]; then
        crashes=("no statistics: the harness did not finish, see $log")
    fi
    total_execs=$((total_execs + ${execs:-0}))
    total_crashes=$((total_crashes + ${#crashes[@]}))
    if [ ${#crashes[@]} -eq 0 ]; then
        verdict="0 crashes"
    else
        verdict="${#crashes[@]} crash(es): ${crashes[*]}"
    fi
    printf '%-10s %11s executions in %4ss %7s exec/s  %s\n' "$name" "${execs:-?}" \
        "$(cat "$run/$name/seconds")" "${rate:-?}" "$verdict"
done
printf '%-10s %11s executions in %4ss, two at a time  %s crash(es)\n' total "$total_execs" \
    "$seconds" "$total_crashes"
# Other builds on the same cores slow every harness down: say how busy it was.
echo "load average at the end (1, 5, 15 min): $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
[ "$total_crashes" -eq 0 ]
