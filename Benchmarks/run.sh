#!/usr/bin/env bash
# Builds and runs every ArchLab benchmark in release mode, then writes their
# results, normalized, to OUTPUT.json: an array of
#   {"variant", "scenario", "n", "iterations", "wallClockMedianNs",
#    "wallClockP90Ns", "mallocCountMedian", "peakMemoryResidentBytes"}
# one per benchmark (4 scenarios x 4 sizes x mvc, mvp, mvvm, viper, floor).
# Progress goes to standard error. See Benchmarks/README.md.
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
say "built in $(took)"

total=80 # 4 scenarios x 4 sizes x 5 variants
say "running $total benchmarks through the benchmark plugin, each in its own process (1½ to 3 minutes on 2 cores)…"
step_started=$SECONDS
# Each benchmark process appends a line to $progress when it ends
# (ARCHLAB_BENCHMARK_PROGRESS); the plugin's own output goes to a log, shown
# if the run fails.
progress="$work/progress"
: >"$progress"
# In its own process group (setsid, where there is one), so that an interrupted
# run stops the plugin and the benchmark processes it started too.
launcher=()
if command -v setsid >/dev/null; then launcher=(setsid); fi
ARCHLAB_BENCHMARK_PROGRESS="$progress" ${launcher[@]+"${launcher[@]}"} swift package --package-path "$package" \
  --allow-writing-to-directory "$work" \
  benchmark run --format jmh --path "$work" --no-progress >"$work/benchmark.log" 2>&1 &
runner=$!
shown=0
show_progress() {
  local line
  while IFS= read -r line; do
    shown=$((shown + 1))
    echo "run.sh: [$shown/$total, $((SECONDS - step_started)) s] $line" >&2
  done < <(tail -n "+$((shown + 1))" "$progress")
}
while kill -0 "$runner" 2>/dev/null; do
  show_progress
  sleep 1
done
status=0
wait "$runner" || status=$?
runner=""
show_progress
# The plugin exits 0 even when a benchmark failed (a wrong screen, a throw):
# it lists the failures in its output instead.
if [[ $status -ne 0 ]] || grep -q -e 'benchmarks failed' -e 'setup failed' "$work/benchmark.log"; then
  grep -v '^\[[0-9]*/[0-9]*\]' "$work/benchmark.log" >&2 || true
  say "the benchmark run failed (plugin exit status $status); its output is above"
  exit 1
fi
say "ran the benchmarks in $(took)"

jmh="$(find "$work" -name '*.jmh.json' | head -n 1)"
if [[ -z "$jmh" ]]; then
  cat "$work/benchmark.log" >&2 || true
  say "the benchmark plugin wrote no JMH export in $work"
  exit 1
fi

step_started=$SECONDS
say "normalizing $(basename "$jmh") into $output…"
python3 - "$jmh" "$output" "$total" <<'PYTHON'
import json
import re
import sys

source, destination, expected = sys.argv[1], sys.argv[2], int(sys.argv[3])
variants = ["mvc", "mvp", "mvvm", "viper", "floor"]
scenarios = ["openContacts", "addContact", "openUpcoming", "addItem"]
name = re.compile(r"\.(" + "|".join(scenarios) + r")_(" + "|".join(variants) + r")_N=(\d+)$")

with open(source) as file:
    elements = json.load(file)

rows = []
for element in elements:
    match = name.search(element["benchmark"])
    if not match:
        sys.exit(f"unexpected benchmark name {element['benchmark']!r}")
    metrics = element.get("secondaryMetrics") or {}
    try:
        wall = metrics["Time (wall clock)"]
        mallocs = metrics["Malloc (total)"]
        memory = metrics["Memory (resident peak)"]
    except KeyError as missing:
        sys.exit(f"{element['benchmark']}: no {missing} metric in the export")
    # JMH exports time in microseconds (3 decimals) and counts as they are.
    rows.append({
        "variant": match.group(2),
        "scenario": match.group(1),
        "n": int(match.group(3)),
        "iterations": len(wall["rawData"][0]),
        "wallClockMedianNs": round(wall["scorePercentiles"]["50.0"] * 1000),
        "wallClockP90Ns": round(wall["scorePercentiles"]["90.0"] * 1000),
        "mallocCountMedian": round(mallocs["scorePercentiles"]["50.0"]),
        # The sampled peak only grows during a run: its largest value is the run's peak.
        "peakMemoryResidentBytes": round(memory["scorePercentiles"]["100.0"]),
    })

rows.sort(key=lambda row: (scenarios.index(row["scenario"]), row["n"], variants.index(row["variant"])))
if len(rows) != expected or len({(r["variant"], r["scenario"], r["n"]) for r in rows}) != expected:
    sys.exit(f"expected {expected} distinct benchmarks in the export, found {len(rows)}")
with open(destination, "w") as file:
    json.dump(rows, file, indent=2)
    file.write("\n")
PYTHON
say "wrote $total results to $output in $(took)"
say "done in $((SECONDS - started)) s"
