import Benchmark
import Foundation
import Scenarios

/// Every benchmark: 4 scenarios × 4 sizes × 5 variants (the four architectures
/// and the floor), named `SCENARIO VARIANT N=SIZE` (`openContacts mvc N=1000`).
let benchmarks: @Sendable () -> Void = {
  for name in BenchmarkName.all {
    let limits = Limits(name.n)
    Benchmark(
      name.description,
      configuration: .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: limits.warmupIterations,
        maxDuration: limits.maxDuration,
        maxIterations: limits.maxIterations,
        setup: { try await ActiveRun.start(name, warmupIterations: limits.warmupIterations) },
        teardown: { await ActiveRun.stop() }
      )
    ) { benchmark in
      await ActiveRun.iterate(BenchmarkHandle(benchmark: benchmark))
    }
  }
}

/// How long a benchmark of size `n` runs: at most `maxIterations` measured
/// iterations, and no new one once `maxDuration` of wall-clock time has passed
/// since the first (counting each iteration's unmeasured preparation); at
/// least one always runs. Keeps the whole suite at about 1½ minutes on two
/// cores. Every setup first runs the scenario once on 100 rows (see
/// `ScenarioRun.warmUp()`); below 100 000 rows, one warmup iteration on N rows
/// is also run and discarded.
struct Limits {
  var maxIterations: Int
  var maxDuration: Duration
  var warmupIterations = 1

  init(_ n: Int) {
    switch n {
    case ..<1_000: (maxIterations, maxDuration) = (30, .milliseconds(300))
    case ..<10_000: (maxIterations, maxDuration) = (20, .milliseconds(400))
    case ..<100_000: (maxIterations, maxDuration) = (10, .milliseconds(1_000))
    default: (maxIterations, maxDuration, warmupIterations) = (3, .seconds(5), 0)
    }
  }
}

/// The benchmark being run: package-benchmark runs each benchmark in its own
/// process, so there is one at a time.
@MainActor
enum ActiveRun {
  static var run: ScenarioRun?
  static var iterations = 0
  static var warmupIterations = 0
  static var started = ContinuousClock.now

  /// Seeds the database and warms up (outside the measurement).
  nonisolated static func start(_ name: BenchmarkName, warmupIterations: Int) async throws {
    try await MainActor.run {
      started = .now
      iterations = 0
      Self.warmupIterations = warmupIterations
      let run = try ScenarioRun(variant: name.variant, scenario: name.scenario, n: name.n)
      try run.warmUp()
      Self.run = run
    }
  }

  nonisolated static func stop() async {
    await MainActor.run {
      if let run {
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let measured = iterations - warmupIterations
        report("\(run): \(measured) iterations in \(String(format: "%.1f", seconds)) s (setup included)")
      }
      run = nil
    }
  }

  /// One iteration: prepare, measure what the user does, check the screen.
  static func iterate(_ handle: BenchmarkHandle) {
    let benchmark = handle.benchmark
    guard let run else { return benchmark.error("no benchmark set up") }
    iterations += 1
    do {
      try run.prepare()
      benchmark.startMeasurement()
      let screen = try run.perform()
      benchmark.stopMeasurement()
      if let problem = run.finish(screen: screen) { benchmark.error(problem) }
    } catch {
      benchmark.error("\(run): \(error)")
    }
  }

  /// Tells `Benchmarks/run.sh` that a benchmark ended: appends a line to the
  /// file named by `ARCHLAB_BENCHMARK_PROGRESS`, if set.
  static func report(_ line: String) {
    guard let path = ProcessInfo.processInfo.environment["ARCHLAB_BENCHMARK_PROGRESS"],
      let file = FileHandle(forWritingAtPath: path)
    else { return }
    defer { try? file.close() }
    _ = try? file.seekToEnd()
    try? file.write(contentsOf: Data((line + "\n").utf8))
  }
}

/// Hands the benchmark to the main actor, where the app runs: the runner waits
/// for each iteration to end before touching the benchmark again, so it is
/// never used by two threads at once.
struct BenchmarkHandle: @unchecked Sendable {
  let benchmark: Benchmark
}
