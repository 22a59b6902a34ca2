import Foundation
import Scenarios

// Runs one variant's scenario alone, for a profiler, or the copy experiment:
//
//   swift run --package-path Benchmarks -c release Profile VARIANT SCENARIO N [RUNS]
//   swift run --package-path Benchmarks -c release Profile copy N [RUNS]
//
// The first warms up as a benchmark does (the scenario once on 100 rows), then
// prepares and times RUNS iterations (20 by default) and prints their median;
// under `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*timedPart*'`
// only the timed part (ScenarioRun.perform) is counted. At N = 100 000 the add
// scenarios keep one app and one database, as the benchmark does.

/// What a user does in one iteration: the part a benchmark times, kept out of
/// line so that a profiler can collect it alone.
@inline(never) @MainActor
func timedPart(_ run: ScenarioRun) throws -> String {
  try run.perform()
}

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: Profile VARIANT SCENARIO N [RUNS] | Profile copy N [RUNS]"

MainActor.assumeIsolated {
  do {
    if arguments.first == "copy", arguments.count >= 2, let n = Int(arguments[1]) {
      var experiment = try CopyExperiment(n: n)
      experiment.run(times: arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20)
    } else if arguments.count >= 3, let variant = Variant(rawValue: arguments[0]),
      let scenario = Scenario(rawValue: arguments[1]), let n = Int(arguments[2])
    {
      let times = arguments.count > 3 ? Int(arguments[3]) ?? 20 : 20
      let run = try ScenarioRun(variant: variant, scenario: scenario, n: n)
      try run.warmUp()
      var milliseconds: [Double] = []
      for _ in 0..<times {
        try run.prepare()
        let start = ContinuousClock.now
        let screen = try timedPart(run)
        milliseconds.append((ContinuousClock.now - start).milliseconds)
        if let problem = run.finish(screen: screen) {
          FileHandle.standardError.write(Data("Profile: \(problem)\n".utf8))
          exit(1)
        }
      }
      print("\(run): median \(milliseconds.median) ms over \(times) runs")
    } else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      exit(2)
    }
  } catch {
    FileHandle.standardError.write(Data("Profile: \(error)\n".utf8))
    exit(1)
  }
}
