import Benchmark
import Scenarios

/// The seeding race: `archlab seed`'s work against raw SQLite, one round per iteration.
@MainActor
enum SeedingBenchmark {
  /// The contacts written per round, as in `archlab seed --contacts 100000`.
  nonisolated static let size = 100_000
  /// The rounds measured in a process of their own (`run.sh` runs the race as
  /// several processes of fewer rounds, ``ProcessOptions``).
  nonisolated static let rounds = 12
  static var run: SeedingRun?
  static var started = ContinuousClock.now

  /// Registers `seeding contacts N=SIZE`.
  nonisolated static func register(n: Int) {
    Benchmark(
      "seeding contacts N=\(n)",
      configuration: .init(
        metrics: SeedingRun.Contender.allCases.map(metric),
        warmupIterations: 0,
        maxDuration: .seconds(600),
        maxIterations: ProcessOptions.rounds(default: rounds),
        setup: {
          try await MainActor.run {
            started = .now
            do {
              let run = try SeedingRun(n: n, process: ProcessOptions.process)
              try run.warmUp()
              Self.run = run
            } catch {
              ProgressLog.failure("seeding contacts N=\(n) setup: \(error)")
              throw error
            }
          }
        },
        teardown: {
          await MainActor.run {
            if let run {
              ProgressLog.report(
                "seeding contacts N=\(run.n) process \(run.process): \(run.roundsMeasured) rounds in \(ProgressLog.seconds(since: started)) s"
              )
            }
            run = nil
          }
        }
      )
    ) { benchmark in
      await iterate(BenchmarkHandle(benchmark: benchmark))
    }
  }

  nonisolated static func metric(_ contender: SeedingRun.Contender) -> BenchmarkMetric {
    .custom("\(contender.rawValue) (ns)", polarity: .prefersSmaller, useScalingFactor: false)
  }

  static func iterate(_ handle: BenchmarkHandle) {
    let benchmark = handle.benchmark
    guard let run else { return benchmark.error("no benchmark set up") }
    do {
      let sample = try run.round()
      for contender in SeedingRun.Contender.allCases {
        if let value = sample.nanoseconds[contender.rawValue] {
          benchmark.measurement(metric(contender), value)
        }
      }
      try SampleLog.append(SampleLine(seeding: sample))
    } catch {
      ProgressLog.failure("seeding contacts N=\(run.n) process \(run.process): \(error)")
      benchmark.error("seeding: \(error)")
    }
  }
}
