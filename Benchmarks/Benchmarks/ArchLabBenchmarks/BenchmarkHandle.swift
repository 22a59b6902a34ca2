import Benchmark

/// Hands the benchmark to the main actor, where the app runs: the runner waits
/// for each iteration to end before touching the benchmark again, so it is
/// never used by two threads at once.
struct BenchmarkHandle: @unchecked Sendable {
  let benchmark: Benchmark
}
