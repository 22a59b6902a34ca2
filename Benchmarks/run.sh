#!/usr/bin/env bash
# Builds and runs every ArchLab benchmark in release mode, then writes what
# they measured to OUTPUT.json: one object with
#   "rounds"   every timed round: a scenario and size, every variant's time
#              (floor, floor2, limit, mvc, mvp, mvvm, mvvm-c, viper, vip, tca)
#              and their order;
#   "seeding"  every round of the seeding race (seeder against raw SQLite);
#   "memory"   malloc count and peak memory per variant, scenario and size;
#   "loadAverageBefore" / "loadAverageAfter"  /proc/loadavg around the run;
#   "otherRunnableDuring"  runnable tasks besides the benchmark, median of one reading a second;
#   "cores", "stepSeconds".
# The statistics (ratios to the floor, their intervals) are the report's
# (Sources/Harness/Report/Benchmarks). Progress goes to standard error. See
# Benchmarks/README.md.
#
# Usage: bash Benchmarks/run.sh OUTPUT.json   (from any directory)
set -euo pipefail

if [[ $# -ne 1 || "$1" == -* ]]; then
  echo "usage: bash Benchmarks/run.sh OUTPUT.json" >&2
  exit 2
fi

# The output path is relative to where the script was called from.
case "$1" in
  /*) output="$1" ;;
  *) output="$PWD/$1" ;;
esac
package="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/archlab-benchmarks.XXXXXX")"
runner=""
cleanup() {
  if [[ -n "$runner" ]]; then kill -- "-$runner" 2>/dev/null || kill "$runner" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

started=$SECONDS
step_started=$SECONDS
say() { echo "run.sh: $*" >&2; }
took() { echo "$((SECONDS - step_started)) s"; }

for tool in swift python3; do
  command -v "$tool" >/dev/null || { say "$tool is not on PATH"; exit 1; }
done
mkdir -p "$(dirname "$output")"

# Builds the code under test (ArchLab, GRDB, the scenarios and the floor); the
# plugin then builds its tool and the benchmark target, which it regenerates
# on every invocation anyway.
say "building ArchLab and the scenarios in release mode ($package)…"
# SwiftPM does not notice files added to a path dependency (the root package)
# once it has planned a build: drop the cached plans so they are made again
# (seconds); the compiled objects are kept.
rm -f "$package/.build/release.yaml" "$package/.build/debug.yaml" \
  "$package/.build/release/description.json" "$package/.build/debug/description.json"
swift build --package-path "$package" -c release --target Scenarios >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2
  say "the build failed"
  exit 1
}
build_seconds=$((SECONDS - step_started))
say "built in $(took)"

# 16 timed benchmarks (4 scenarios x 4 sizes, every variant in each round),
# the seeding race, 144 memory benchmarks (4 scenarios x 4 sizes x 9 variants).
total=161
# The load average around the benchmarks: the report warns when the machine was busy.
load_before="$(cat /proc/loadavg 2>/dev/null || echo unknown)"
say "load average before: $load_before"
say "running $total benchmarks through the benchmark plugin, each in its own process (about 3 minutes on 2 cores)…"
step_started=$SECONDS
# Each benchmark process appends a line to $progress when it ends
# (ARCHLAB_BENCHMARK_PROGRESS) and its rounds to $samples
# (ARCHLAB_BENCHMARK_SAMPLES); the plugin's own output goes to a log, shown if
# the run fails.
progress="$work/progress"
samples="$work/samples.jsonl"
: >"$progress"
: >"$samples"
# In its own process group (setsid, where there is one), so that an interrupted
# run stops the plugin and the benchmark processes it started too.
launcher=()
if command -v setsid >/dev/null; then launcher=(setsid); fi
ARCHLAB_BENCHMARK_PROGRESS="$progress" ARCHLAB_BENCHMARK_SAMPLES="$samples" \
  ${launcher[@]+"${launcher[@]}"} swift package --package-path "$package" \
  --allow-writing-to-directory "$work" \
  benchmark run --format jmh --path "$work" --no-progress >"$work/benchmark.log" 2>&1 &
runner=$!
shown=0
# /proc/loadavg's runnable count, read every second with bash's own `read` (no
# new process) once the first benchmark has ended (the plugin compiles before
# it): the report subtracts this shell and the benchmark.
runnable="$work/runnable"
: >"$runnable"
sample_load() {
  local one five fifteen tasks rest
  if read -r one five fifteen tasks rest </proc/loadavg 2>/dev/null; then echo "${tasks%%/*}" >>"$runnable"; fi
}
show_progress() {
  local line
  while IFS= read -r line; do
    shown=$((shown + 1))
    echo "run.sh: [$shown/$total, $((SECONDS - step_started)) s] $line" >&2
  done < <(tail -n "+$((shown + 1))" "$progress")
}
# The reading comes before the progress lines: the `tail` those start may still be
# running when they return, and would be counted as other work.
while kill -0 "$runner" 2>/dev/null; do
  if [[ $shown -gt 0 ]]; then sample_load; fi
  show_progress
  sleep 1
done
status=0
wait "$runner" || status=$?
runner=""
show_progress
load_after="$(cat /proc/loadavg 2>/dev/null || echo unknown)"
# The plugin exits 0 even when a benchmark failed (a wrong screen, a throw):
# it lists the failures in its output instead.
if [[ $status -ne 0 ]] || grep -q -e 'benchmarks failed' -e 'setup failed' "$work/benchmark.log"; then
  grep -v '^\[[0-9]*/[0-9]*\]' "$work/benchmark.log" >&2 || true
  say "the benchmark run failed (plugin exit status $status); its output is above"
  exit 1
fi
benchmark_seconds=$((SECONDS - step_started))
say "ran the benchmarks in $(took); load average after: $load_after"

jmh="$(find "$work" -name '*.jmh.json' | head -n 1)"
if [[ -z "$jmh" ]]; then
  cat "$work/benchmark.log" >&2 || true
  say "the benchmark plugin wrote no JMH export in $work"
  exit 1
fi

step_started=$SECONDS
say "collecting the rounds and $(basename "$jmh") into $output…"
python3 - "$jmh" "$samples" "$output" "$load_before" "$load_after" "$(nproc 2>/dev/null || echo 0)" \
  "$build_seconds" "$benchmark_seconds" "$runnable" <<'PYTHON'
import json
import re
import sys

jmh, samples, destination, load_before, load_after, cores, build_seconds, benchmark_seconds, runnable = sys.argv[1:]
variants = ["floor", "floor2", "limit", "mvc", "mvp", "mvvm", "mvvm-c", "viper", "vip", "tca"]
memory_variants = [v for v in variants if v != "floor2"]
scenarios = ["openContacts", "addContact", "openUpcoming", "addItem"]
sizes = [100, 1000, 10000, 100000]

def rounds_at(n):  # Workload.rounds(_:)
    return 60 if n < 1000 else 40 if n < 10000 else 30

def load_average(line):
    # "0.52 0.58 0.59 1/389 12345": 1-, 5- and 15-minute averages, running/total entities.
    fields = line.split()
    if len(fields) < 4 or "/" not in fields[3]:
        return None
    running, entities = fields[3].split("/")
    return {"one": float(fields[0]), "five": float(fields[1]), "fifteen": float(fields[2]),
            "running": int(running), "entities": int(entities)}

rounds, seeding = [], []
with open(samples) as file:
    for line in file:
        entry = json.loads(line)
        if entry.get("paired"):
            rounds.append(entry["paired"])
        elif entry.get("seeding"):
            seeding.append(entry["seeding"])
for scenario in scenarios:
    for n in sizes:
        cell = [r for r in rounds if r["scenario"] == scenario and r["n"] == n]
        if len(cell) != rounds_at(n):
            sys.exit(f"{scenario} N={n}: {len(cell)} rounds in the samples, expected {rounds_at(n)}")
        for r in cell:
            if sorted(r["nanoseconds"]) != sorted(variants) or sorted(r["order"]) != sorted(variants):
                sys.exit(f"{scenario} N={n} round {r['round']}: not every variant was measured")
if not seeding:
    sys.exit("the seeding race wrote no rounds")
rounds.sort(key=lambda r: (scenarios.index(r["scenario"]), r["n"], r["round"]))
seeding.sort(key=lambda r: r["round"])

name = re.compile(r"\.memory_(" + "|".join(scenarios) + r")_(" + "|".join(memory_variants) + r")_N=(\d+)$")
memory = []
with open(jmh) as file:
    for element in json.load(file):
        match = name.search(element["benchmark"])
        if not match:
            continue
        metrics = element.get("secondaryMetrics") or {}
        try:
            mallocs = metrics["Malloc (total)"]
            peak = metrics["Memory (resident peak)"]
        except KeyError as missing:
            sys.exit(f"{element['benchmark']}: no {missing} metric in the export")
        memory.append({
            "variant": match.group(2), "scenario": match.group(1), "n": int(match.group(3)),
            "iterations": len(mallocs["rawData"][0]),
            "mallocCountMedian": round(mallocs["scorePercentiles"]["50.0"]),
            # The sampled peak only grows during a run: its largest value is the run's peak.
            "peakMemoryResidentBytes": round(peak["scorePercentiles"]["100.0"]),
        })
memory.sort(key=lambda m: (scenarios.index(m["scenario"]), m["n"], memory_variants.index(m["variant"])))
expected = len(scenarios) * len(sizes) * len(memory_variants)
if len(memory) != expected or len({(m["variant"], m["scenario"], m["n"]) for m in memory}) != expected:
    sys.exit(f"expected {expected} distinct memory benchmarks in the export, found {len(memory)}")

# Runnable tasks besides the reading shell and the benchmark: the median reading, as
# a single reading also catches short wake-ups (a timer, a kernel thread) of no weight.
with open(runnable) as file:
    readings = sorted(max(0, int(line) - 2) for line in file if line.strip().isdigit())
other_runnable = (
    (readings[(len(readings) - 1) // 2] + readings[len(readings) // 2]) / 2 if readings else None
)

output = {
    "formatVersion": 1,
    "cores": int(cores),
    "loadAverageBefore": load_average(load_before),
    "loadAverageAfter": load_average(load_after),
    "otherRunnableDuring": other_runnable,
    "stepSeconds": {"build": int(build_seconds), "benchmarks": int(benchmark_seconds)},
    "rounds": rounds,
    "seeding": seeding,
    "memory": memory,
}
with open(destination, "w") as file:
    json.dump(output, file, indent=1, sort_keys=True)
    file.write("\n")
print(f"{len(rounds)} rounds, {len(seeding)} seeding rounds, {len(memory)} memory benchmarks", file=sys.stderr)
PYTHON
say "wrote $output in $(took)"
say "done in $((SECONDS - started)) s"
