import Benchmark
import Scenarios

/// The memory pass: one benchmark per variant, scenario and size, in its own
/// process, counting mallocs in what the user does and sampling the process's
/// peak resident memory. Deterministic apart from the sampling: a few
/// iterations, their median taken.
@MainActor
enum MemoryBenchmark {
  static var run: ScenarioRun?
  static var started = ContinuousClock.now

  /// Registers `memory SCENARIO VARIANT N=SIZE`.
  nonisolated static func register(_ name: BenchmarkName) {
    // Below 100 000 rows one iteration at N is run first and discarded; at
    // 100 000 the warm-up on 100 rows is enough (the add scenarios grow their
    // database there, see ScenarioRun).
    let warmupIterations = name.n < Workload.growingSize ? 1 : 0
    Benchmark(
      "memory \(name)",
      configuration: .init(
        // Throughput (from the iteration's wall clock) only because the JMH export needs it.
        metrics: [.throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: warmupIterations,
        maxDuration: .seconds(600),
        maxIterations: 3,
        setup: {
          try await MainActor.run {
            started = .now
            let run = try ScenarioRun(variant: name.variant, scenario: name.scenario, n: name.n)
            try run.warmUp()
            Self.run = run
          }
        },
        teardown: {
          await MainActor.run {
            if let run { ProgressLog.report("memory \(run): \(ProgressLog.seconds(since: started)) s") }
            run = nil
          }
        }
      )
    ) { benchmark in
      await iterate(BenchmarkHandle(benchmark: benchmark))
    }
  }

  /// One iteration: prepare, count what the user does, check the screen.
  static func iterate(_ handle: BenchmarkHandle) {
    let benchmark = handle.benchmark
    guard let run else { return benchmark.error("no benchmark set up") }
    do {
      try run.prepare()
      benchmark.startMeasurement()
      let screen = try run.perform()
      benchmark.stopMeasurement()
      if let problem = run.finish(screen: screen) { benchmark.error(problem) }
    } catch {
      benchmark.error("memory \(run): \(error)")
    }
  }
}
