import Benchmark
import Foundation
import Scenarios

/// Every benchmark, in three groups (see Benchmarks/README.md):
///
/// - the timed pass, `paired SCENARIO N=SIZE` (16): each iteration is one
///   round running every variant once, in a seeded random order; the rounds
///   go to the file named by `ARCHLAB_BENCHMARK_SAMPLES`, and each variant's
///   time to a custom metric. No malloc counting, no memory sampling.
/// - the seeding race, `seeding contacts N=100000`: the seeder against raw SQLite.
/// - the memory pass, `memory SCENARIO VARIANT N=SIZE` (96): malloc count and
///   peak resident memory, each variant in its own process.
let benchmarks: @Sendable () -> Void = {
  for scenario in Scenario.allCases {
    for n in Workload.sizes { PairedBenchmark.register(scenario: scenario, n: n) }
  }
  SeedingBenchmark.register(n: SeedingBenchmark.size)
  for name in BenchmarkName.memoryPass { MemoryBenchmark.register(name) }
}
