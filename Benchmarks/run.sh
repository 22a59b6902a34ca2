#!/usr/bin/env bash
# Builds and runs every ArchLab benchmark in release mode, then writes what
# they measured to OUTPUT.json: one object with
#   "rounds"   every timed round: a scenario and size, the process that ran it,
#              every variant's time (floor, floor2, limit, mvc, mvp, mvvm,
#              mvvm-c, viper, vip, tca, mv, mvvm-swiftui, tca-swiftui,
#              floor-ui, floor-diffable) and their order;
#   "seeding"  every round of the seeding race (seeder against raw SQLite);
#   "memory"   malloc count and peak memory per variant, scenario and size;
#   "loadAverageBefore" / "loadAverageAfter"  /proc/loadavg around the run;
#   "otherRunnableDuring"  runnable tasks besides the benchmark, median of one reading a second;
#   "toolkitShares"  ScreenUI's forced steps of adding a row to N rows, timed
#              apart (ScenarioProbe shares);
#   "cores", "date", "commit", "stepSeconds".
# First the memory pass, through the benchmark plugin (each benchmark in its own
# process); then the paired cells and the seeding race, each as several
# processes of the benchmark executable, in passes: `archlab benchmarks plan`
# reads the rounds so far and says which processes come next (the sampling
# rule and every statistic are the harness's, Sources/Harness/BenchmarkAnalysis);
# this script only runs and collects. Progress goes to standard error, a line at
# least every ten seconds. See Benchmarks/README.md.
#
# Usage: bash Benchmarks/run.sh OUTPUT.json   (from any directory)
# ARCHLAB_BINARY names the archlab that plans the passes; without it, archlab is
# built (debug) in the root package.
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
root="$(cd "$package/.." && pwd)"
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
date_started="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
commit="$(git -C "$root" rev-parse --short=12 HEAD 2>/dev/null || true)"
if [[ -n "$commit" && -n "$(git -C "$root" status --porcelain -- Sources Benchmarks Package.swift 2>/dev/null)" ]]; then
  commit="$commit-dirty"
fi

# Builds the benchmark executable (ArchLab, GRDB, the scenarios, the floor and
# the suite); the plugin builds its own tool for the memory pass.
say "building the benchmarks in release mode ($package)…"
# SwiftPM does not notice files added to a path dependency (the root package)
# once it has planned a build: drop the cached plans so they are made again
# (seconds); the compiled objects are kept.
rm -f "$package/.build/release.yaml" "$package/.build/debug.yaml" \
  "$package/.build/release/description.json" "$package/.build/debug/description.json"
swift build --package-path "$package" -c release --product ArchLabBenchmarks >"$work/build.log" 2>&1 || {
  cat "$work/build.log" >&2
  say "the build failed"
  exit 1
}
executable="$(swift build --package-path "$package" -c release --show-bin-path)/ArchLabBenchmarks"
build_seconds=$((SECONDS - step_started))
say "built in $(took)"

# The planner: the archlab given, or the root package's, built in debug mode.
step_started=$SECONDS
if [[ -n "${ARCHLAB_BINARY:-}" && -x "${ARCHLAB_BINARY}" ]]; then
  archlab="$ARCHLAB_BINARY"
else
  say "building archlab (debug), which plans the benchmark processes ($root)…"
  swift build --package-path "$root" --product archlab >"$work/archlab-build.log" 2>&1 || {
    cat "$work/archlab-build.log" >&2
    say "the build of archlab failed"
    exit 1
  }
  archlab="$(swift build --package-path "$root" --show-bin-path)/archlab"
  say "built archlab in $(took)"
fi
planner_seconds=$((SECONDS - step_started))

# Each benchmark process appends a line to $progress when it ends
# (ARCHLAB_BENCHMARK_PROGRESS) and its rounds to $samples
# (ARCHLAB_BENCHMARK_SAMPLES); the output of the plugin and of the processes
# goes to logs, shown if something fails.
progress="$work/progress"
samples="$work/samples.jsonl"
launched="$work/launched"
runnable="$work/runnable"
: >"$progress"
: >"$samples"
: >"$launched"
: >"$runnable"
export ARCHLAB_BENCHMARK_PROGRESS="$progress" ARCHLAB_BENCHMARK_SAMPLES="$samples"
shown=0
label=""
# In its own process group (setsid, where there is one), so that an interrupted
# run stops the plugin and the benchmark processes it started too.
launcher=()
if command -v setsid >/dev/null; then launcher=(setsid); fi

# /proc/loadavg's runnable count, read with bash's own `read` (no new process):
# the report subtracts this shell and the benchmark.
sample_load() {
  local one five fifteen tasks rest
  if read -r one five fifteen tasks rest </proc/loadavg 2>/dev/null; then echo "${tasks%%/*}" >>"$runnable"; fi
}
show_progress() {
  local line
  while IFS= read -r line; do
    shown=$((shown + 1))
    last_line=$SECONDS
    echo "run.sh: [$label, $((SECONDS - step_started)) s] $line" >&2
  done < <(tail -n "+$((shown + 1))" "$progress")
}
# Waits for $runner, reading the load every second (once `sample_after` progress
# lines have been shown: the plugin compiles before its first benchmark) and
# saying that it still runs after ten seconds without a line.
watch_runner() {
  local sample_after=$1 what=$2
  last_line=$SECONDS
  # The reading comes before the progress lines: the `tail` those start may
  # still be running when they return, and would be counted as other work.
  while kill -0 "$runner" 2>/dev/null; do
    if [[ $shown -ge $sample_after ]]; then sample_load; fi
    show_progress
    if ((SECONDS - last_line >= 10)); then
      say "[$label, $((SECONDS - step_started)) s] $what still running…"
      last_line=$SECONDS
    fi
    sleep 1
  done
  status=0
  wait "$runner" || status=$?
  runner=""
  show_progress
}

load_before="$(cat /proc/loadavg 2>/dev/null || echo unknown)"
say "load average before: $load_before"

# The memory pass: 144 benchmarks (4 scenarios x 4 sizes x 9 variants) through
# the plugin, each in its own process, with malloc counting and memory sampling.
memory_total=144
step_started=$SECONDS
label="memory"
say "memory pass: $memory_total benchmarks through the benchmark plugin, each in its own process (about half a minute on 2 cores)…"
${launcher[@]+"${launcher[@]}"} swift package --package-path "$package" \
  --allow-writing-to-directory "$work" \
  benchmark run --filter 'memory .*' --format jmh --path "$work" --no-progress >"$work/benchmark.log" 2>&1 &
runner=$!
watch_runner 1 "the memory pass"
# The plugin exits 0 even when a benchmark failed (a wrong screen, a throw):
# it lists the failures in its output instead.
if [[ $status -ne 0 ]] || grep -q -e 'benchmarks failed' -e 'setup failed' "$work/benchmark.log"; then
  grep -v '^\[[0-9]*/[0-9]*\]' "$work/benchmark.log" >&2 || true
  say "the memory pass failed (plugin exit status $status); its output is above"
  exit 1
fi
memory_seconds=$((SECONDS - step_started))
say "ran the memory pass in $(took)"
jmh="$(find "$work" -name '*.jmh.json' | head -n 1)"
if [[ -z "$jmh" ]]; then
  cat "$work/benchmark.log" >&2 || true
  say "the benchmark plugin wrote no JMH export in $work"
  exit 1
fi

# The paired cells and the seeding race, pass after pass, each benchmark
# process run directly (package-benchmark's runner, without the plugin: the
# rounds go to the samples file), as long as the planner names processes.
step_started=$SECONDS
pass=0
processes=0
while true; do
  plan="$("$archlab" benchmarks plan --samples "$samples" 2>"$work/plan.log")" || {
    cat "$work/plan.log" >&2
    say "the run cannot go on: archlab benchmarks plan failed (above)"
    exit 1
  }
  [[ -z "$plan" ]] && break
  pass=$((pass + 1))
  count="$(grep -c . <<<"$plan")"
  say "pass $pass: $count processes…"
  index=0
  while IFS=$'\t' read -r process rounds name; do
    index=$((index + 1))
    label="pass $pass, $index/$count"
    echo "$process	$rounds	$name" >>"$launched"
    lines_before=$(wc -l <"$samples")
    ARCHLAB_BENCHMARK_PROCESS="$process" ARCHLAB_BENCHMARK_ROUNDS="$rounds" \
      ${launcher[@]+"${launcher[@]}"} "$executable" --filter "$name" </dev/null >>"$work/processes.log" 2>&1 &
    runner=$!
    watch_runner 0 "$name process $process"
    # Run without the plugin, package-benchmark exits 0 whatever happened: a
    # process that failed is one that did not write all its rounds.
    written=$(($(wc -l <"$samples") - lines_before))
    if [[ $status -ne 0 || $written -ne $rounds ]]; then
      tail -n 40 "$work/processes.log" >&2 || true
      say "$name process $process failed (exit status $status, $written of $rounds rounds written); the end of its output is above"
      exit 1
    fi
    processes=$((processes + 1))
  done <<<"$plan"
done
paired_seconds=$((SECONDS - step_started))

# ScreenUI's share: the steps SwiftUI's rules force on adding one row to a long
# list, each timed apart on the ScreenUI floor's own rows (ScenarioProbe shares).
step_started=$SECONDS
label="shares"
say "ScreenUI's share: building ScenarioProbe, then timing the steps its rules force at N=100000…"
swift build --package-path "$package" -c release --product ScenarioProbe >"$work/probe-build.log" 2>&1 || {
  cat "$work/probe-build.log" >&2
  say "the build of ScenarioProbe failed"
  exit 1
}
probe="$(swift build --package-path "$package" -c release --show-bin-path)/ScenarioProbe"
shares="$work/shares.jsonl"
"$probe" shares 100000 15 >"$shares" 2>"$work/shares.log" || {
  cat "$work/shares.log" >&2
  say "ScenarioProbe shares failed"
  exit 1
}
shares_seconds=$((SECONDS - step_started))
say "timed ScreenUI's share in $(took)"
load_after="$(cat /proc/loadavg 2>/dev/null || echo unknown)"
say "ran $processes processes in $pass passes in $(took); load average after: $load_after"

step_started=$SECONDS
say "collecting the rounds and $(basename "$jmh") into $output…"
python3 - "$jmh" "$samples" "$launched" "$output" "$load_before" "$load_after" "$(nproc 2>/dev/null || echo 0)" \
  "$runnable" "$date_started" "$commit" "$build_seconds" "$planner_seconds" "$memory_seconds" \
  "$paired_seconds" "$shares" "$shares_seconds" <<'PYTHON'
import json
import re
import sys

(jmh, samples, launched, destination, load_before, load_after, cores, runnable, date, commit,
 build_seconds, planner_seconds, memory_seconds, paired_seconds, shares_path, shares_seconds) = sys.argv[1:]
variants = ["floor", "floor2", "limit", "mvc", "mvp", "mvvm", "mvvm-c", "viper", "vip", "tca", "mv", "mvvm-swiftui",
            "tca-swiftui", "floor-ui", "floor-diffable"]
memory_variants = [v for v in variants if v != "floor2"]
scenarios = ["openContacts", "addContact", "openUpcoming", "addItem"]
sizes = [100, 1000, 10000, 100000]

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

# Bookkeeping, no statistics: every process launched wrote the rounds it was
# asked for, with every variant, and every cell ran.
def name_of(entry):
    return f"paired {entry['scenario']} N={entry['n']}" if "scenario" in entry else f"seeding contacts N={entry['n']}"
written = {}
for entry in rounds + seeding:
    key = (name_of(entry), entry["process"])
    written[key] = written.get(key, 0) + 1
with open(launched) as file:
    for line in file:
        process, expected, name = line.rstrip("\n").split("\t")
        if written.get((name, int(process)), 0) != int(expected):
            sys.exit(f"{name} process {process}: {written.get((name, int(process)), 0)} rounds in the samples, expected {expected}")
for r in rounds:
    if sorted(r["nanoseconds"]) != sorted(variants) or sorted(r["order"]) != sorted(variants):
        sys.exit(f"{name_of(r)} process {r['process']} round {r['round']}: not every variant was measured")
for scenario in scenarios:
    for n in sizes:
        if not any(r["scenario"] == scenario and r["n"] == n for r in rounds):
            sys.exit(f"paired {scenario} N={n}: no rounds in the samples")
if not seeding:
    sys.exit("the seeding race wrote no rounds")
rounds.sort(key=lambda r: (scenarios.index(r["scenario"]), r["n"], r["process"], r["round"]))
seeding.sort(key=lambda r: (r["process"], r["round"]))

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
wanted = [(variant, scenario, n) for scenario in scenarios for n in sizes for variant in memory_variants]
present = {(m["variant"], m["scenario"], m["n"]) for m in memory}
absent = [key for key in wanted if key not in present]
if len(memory) != len(wanted) or absent:
    # package-benchmark leaves a benchmark out of its JMH export when it has no
    # throughput figure, as when one iteration takes longer than about 2 s.
    names = ", ".join(f"{scenario} {variant} N={n}" for variant, scenario, n in absent[:10])
    sys.exit(
        f"expected {len(wanted)} distinct memory benchmarks in the export, found {len(memory)}"
        + (f"; absent: {names}{' …' if len(absent) > 10 else ''} (a benchmark whose iteration"
           " takes more than about 2 s has no throughput, and package-benchmark leaves it out"
           " of the export)" if absent else "")
    )

# Runnable tasks besides the reading shell and the benchmark: the median reading, as
# a single reading also catches short wake-ups (a timer, a kernel thread) of no weight.
with open(runnable) as file:
    readings = sorted(max(0, int(line) - 2) for line in file if line.strip().isdigit())
other_runnable = (
    (readings[(len(readings) - 1) // 2] + readings[len(readings) // 2]) / 2 if readings else None
)

output = {
    "formatVersion": 2,
    "date": date,
    "commit": commit or None,
    "cores": int(cores),
    "loadAverageBefore": load_average(load_before),
    "loadAverageAfter": load_average(load_after),
    "otherRunnableDuring": other_runnable,
    "stepSeconds": {"build": int(build_seconds), "planner": int(planner_seconds), "memory": int(memory_seconds),
                    "paired": int(paired_seconds), "shares": int(shares_seconds),
                    "benchmarks": int(memory_seconds) + int(paired_seconds) + int(shares_seconds)},
    "rounds": rounds,
    "seeding": seeding,
    "memory": memory,
    "toolkitShares": [json.loads(line) for line in open(shares_path) if line.strip()],
}
with open(destination, "w") as file:
    json.dump(output, file, indent=1, sort_keys=True)
    file.write("\n")
processes = len({(r["scenario"], r["n"], r["process"]) for r in rounds})
print(f"{len(rounds)} rounds in {processes} processes, {len(seeding)} seeding rounds, {len(memory)} memory benchmarks",
      file=sys.stderr)
PYTHON
say "wrote $output in $(took)"
say "done in $((SECONDS - started)) s"
