import Foundation
import Scenarios

// Runs one benchmark's timed part on its own, in release mode, so that it can
// be looked into: under callgrind or perf (instructions, repeatable on a busy
// machine), timed alone, or with the minor page faults it causes. See
// Benchmarks/README.md, "Looking into a cell".
//
//   ScenarioProbe SCENARIO VARIANT N [RUNS]       the timed part RUNS times (1 by default), after a warm-up
//   ScenarioProbe rounds SCENARIO N ROUNDS [V,…]  paired rounds, with page faults per variant
//   ScenarioProbe seeding CONTENDER [N]           one write of the seeding race
//   ScenarioProbe copy N [RUNS]                   one row inserted into N rows, in place and into a copy
//   ScenarioProbe shares N [RUNS]                 ScreenUI's steps of adding a row to N rows, apart (JSON)
//
// Under callgrind, count only the timed part:
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredPerform*' \
//     Benchmarks/.build/release/ScenarioProbe addContact mvp 10000
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredSeeding*' \
//     Benchmarks/.build/release/ScenarioProbe seeding seeder

/// The timed part of a scenario, alone in a function that callgrind can toggle on.
@inline(never)
@MainActor
func measuredPerform(_ run: ScenarioRun) throws -> String {
  try run.perform()
}

/// The timed part of the seeding race for one contender.
@inline(never)
@MainActor
func measuredSeeding(_ run: SeedingRun, _ contender: SeedingRun.Contender, at path: String) throws {
  try run.perform(contender, at: path)
}

/// The minor page faults of this process so far: pages touched for the first time.
func minorPageFaults() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_minflt
}

/// Runs `body`, returning its result, its time and the minor page faults it caused.
@MainActor
func measure<T>(_ body: () throws -> T) rethrows -> (result: T, time: Duration, pageFaults: Int) {
  let faults = minorPageFaults()
  let start = ContinuousClock.now
  let result = try body()
  let time = ContinuousClock.now - start
  return (result, time, minorPageFaults() - faults)
}

func microseconds(_ duration: Duration) -> Int {
  Int(duration.components.seconds) * 1_000_000 + Int(duration.components.attoseconds / 1_000_000_000_000)
}

func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("\(message)\n".utf8))
  exit(status)
}

/// One variant's timed part `runs` times, after its warm-up and one discarded
/// iteration at `n`: one run's time and page faults, or the median of several.
@MainActor
func probeScenario(_ scenario: Scenario, _ variant: Variant, n: Int, runs: Int) throws {
  let run = try ScenarioRun(variant: variant, scenario: scenario, n: n)
  try run.warmUp()
  var times: [Int] = []
  var pageFaults: [Int] = []
  for iteration in 0...runs {
    try run.prepare()
    let measured = iteration > 0
    let (screen, time, faults) =
      measured ? try measure { try measuredPerform(run) } : try measure(run.perform)
    if let problem = run.finish(screen: screen) { fail(problem) }
    if measured {
      times.append(microseconds(time))
      pageFaults.append(faults)
    }
  }
  if runs == 1 {
    print("\(scenario) \(variant) N=\(n): \(times[0]) µs, \(pageFaults[0]) minor page faults")
  } else {
    print(
      "\(scenario) \(variant) N=\(n), \(runs) runs: median \(median(times)) µs [\(times.min() ?? 0), \(times.max() ?? 0)], minor page faults median \(median(pageFaults)) [\(pageFaults.min() ?? 0), \(pageFaults.max() ?? 0)]"
    )
  }
}

/// Rounds as `PairedRun` runs them (the same seeded orders, a discarded round
/// first), recording each variant's minor page faults besides its time.
@MainActor
func probeRounds(_ scenario: Scenario, n: Int, rounds: Int, variants: [Variant]) throws {
  let runs = try variants.map { try ScenarioRun(variant: $0, scenario: scenario, n: n) }
  for run in runs { try run.warmUp() }
  var generator = SeededGenerator(seed: PairedRun.seed(scenario: scenario, n: n))
  var times: [Variant: [Int]] = [:]
  var faults: [Variant: [Int]] = [:]
  for round in 0...rounds {
    for run in runs.shuffled(using: &generator) {
      try run.prepare()
      let (screen, time, pageFaults) = try measure(run.perform)
      if let problem = run.finish(screen: screen) { fail(problem) }
      guard round > 0 else { continue }
      times[run.variant, default: []].append(microseconds(time))
      faults[run.variant, default: []].append(pageFaults)
    }
  }
  print("\(scenario) N=\(n), \(rounds) rounds: median µs, minor page faults median [min, max]")
  for variant in variants {
    let pageFaults = faults[variant] ?? []
    print(
      "\(variant): \(median(times[variant] ?? [])) µs, \(median(pageFaults)) [\(pageFaults.min() ?? 0), \(pageFaults.max() ?? 0)]"
    )
  }
}

/// One contender of the seeding race, once, after the race's warm-up round.
@MainActor
func probeSeeding(_ contender: SeedingRun.Contender, n: Int) throws {
  let run = try SeedingRun(n: n)
  try run.warmUp()
  let path = run.path(of: contender)
  let (_, time, faults) = try measure { try measuredSeeding(run, contender, at: path) }
  try run.check(contender, at: path)
  print("seeding \(contender) N=\(n): \(microseconds(time) / 1_000) ms, \(faults) minor page faults")
}

let usage = """
  usage: ScenarioProbe SCENARIO VARIANT N [RUNS]
         ScenarioProbe rounds SCENARIO N ROUNDS [VARIANT,VARIANT,…]
         ScenarioProbe seeding seeder|rawSQLite [N]
         ScenarioProbe copy N [RUNS]
         ScenarioProbe shares N [RUNS]     ScreenUI's steps of adding a row to N, timed apart (JSON)
  """
let arguments = Array(CommandLine.arguments.dropFirst())
MainActor.assumeIsolated {
  do {
    switch arguments.first {
    case "rounds":
      guard arguments.count >= 4, let scenario = Scenario(rawValue: arguments[1]), let n = Int(arguments[2]),
        let rounds = Int(arguments[3]), rounds > 0
      else { fail(usage, status: 2) }
      let variants = arguments.dropFirst(4).first.map {
        $0.split(separator: ",").map { name -> Variant in
          guard let variant = Variant(rawValue: String(name)) else { fail(usage, status: 2) }
          return variant
        }
      }
      try probeRounds(scenario, n: n, rounds: rounds, variants: variants ?? Variant.allCases)
    case "seeding":
      guard arguments.count >= 2, let contender = SeedingRun.Contender(rawValue: arguments[1]) else {
        fail(usage, status: 2)
      }
      guard let n = arguments.count > 2 ? Int(arguments[2]) : 100_000 else { fail(usage, status: 2) }
      try probeSeeding(contender, n: n)
    case "shares":
      guard arguments.count >= 2, let n = Int(arguments[1]), n > 0,
        let runs = arguments.count > 2 ? Int(arguments[2]) : 15, runs > 0
      else { fail(usage, status: 2) }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      print(String(decoding: try encoder.encode(ToolkitShares.measure(n: n, runs: runs)), as: UTF8.self))
    case "copy":
      guard arguments.count >= 2, let n = Int(arguments[1]), n > 0,
        let runs = arguments.count > 2 ? Int(arguments[2]) : 20, runs > 0
      else { fail(usage, status: 2) }
      var experiment = try CopyExperiment(n: n)
      experiment.run(times: runs)
    default:
      guard (3...4).contains(arguments.count), let scenario = Scenario(rawValue: arguments[0]),
        let variant = Variant(rawValue: arguments[1]), let n = Int(arguments[2]),
        let runs = arguments.count > 3 ? Int(arguments[3]) : 1, runs > 0
      else { fail(usage, status: 2) }
      try probeScenario(scenario, variant, n: n, runs: runs)
    }
  } catch {
    fail("\(error)")
  }
}
