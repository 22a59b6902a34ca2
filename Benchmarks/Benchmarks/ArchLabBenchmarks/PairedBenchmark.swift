import Benchmark
import Scenarios

/// The timed pass: one benchmark per scenario and size, one round per iteration.
/// `run.sh` runs each as several processes (``ProcessOptions``), each with its own warm-up.
@MainActor
enum PairedBenchmark {
  static var run: PairedRun?
  static var started = ContinuousClock.now

  /// Registers `paired SCENARIO N=SIZE`.
  nonisolated static func register(scenario: Scenario, n: Int) {
    Benchmark(
      "paired \(scenario) N=\(n)",
      configuration: .init(
        metrics: Variant.allCases.map(metric),
        warmupIterations: 0,
        maxDuration: .seconds(1_800),
        maxIterations: ProcessOptions.rounds(default: Workload.rounds(n)),
        setup: { try await start(scenario: scenario, n: n) },
        teardown: { await stop() }
      )
    ) { benchmark in
      await iterate(BenchmarkHandle(benchmark: benchmark))
    }
  }

  /// The custom metric holding `variant`'s time per round, in nanoseconds.
  nonisolated static func metric(_ variant: Variant) -> BenchmarkMetric {
    .custom("\(variant) (ns)", polarity: .prefersSmaller, useScalingFactor: false)
  }

  /// Seeds the databases and warms up (a round on 100 rows, one at N), not measured.
  nonisolated static func start(scenario: Scenario, n: Int) async throws {
    try await MainActor.run {
      started = .now
      do {
        let run = try PairedRun(scenario: scenario, n: n, process: ProcessOptions.process)
        try run.warmUp()
        Self.run = run
      } catch {
        ProgressLog.failure("paired \(scenario) N=\(n) setup: \(error)")
        throw error
      }
    }
  }

  nonisolated static func stop() async {
    await MainActor.run {
      if let run {
        ProgressLog.report(
          "paired \(run.scenario) N=\(run.n) process \(run.process): \(run.roundsMeasured) rounds × \(run.variants.count) variants in \(ProgressLog.seconds(since: started)) s"
        )
      }
      run = nil
    }
  }

  /// One round: every variant once; the sample goes to the samples file.
  static func iterate(_ handle: BenchmarkHandle) {
    let benchmark = handle.benchmark
    guard let run else { return benchmark.error("no benchmark set up") }
    do {
      let sample = try run.round()
      for variant in run.variants {
        if let value = sample.nanoseconds[variant.rawValue] { benchmark.measurement(metric(variant), value) }
      }
      try SampleLog.append(SampleLine(paired: sample))
    } catch {
      ProgressLog.failure("paired \(run.scenario) N=\(run.n) process \(run.process): \(error)")
      benchmark.error("paired \(run.scenario) N=\(run.n): \(error)")
    }
  }
}
