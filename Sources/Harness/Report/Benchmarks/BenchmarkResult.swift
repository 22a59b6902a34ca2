/// One benchmark measured by `Benchmarks/run.sh`: a variant, a scenario and a size.
public struct BenchmarkResult: Codable, Sendable, Equatable {
  /// What ran: the floor, the limit or an architecture.
  public var variant: Variant
  /// What it drove through the screens.
  public var scenario: Scenario
  /// The number of contacts or items in the database.
  public var n: Int
  /// Iterations measured.
  public var iterations: Int
  /// Median wall-clock time, in nanoseconds.
  public var wallClockMedianNs: Double
  /// 90th-percentile wall-clock time, in nanoseconds.
  public var wallClockP90Ns: Double
  /// Median number of mallocs per iteration.
  public var mallocCountMedian: Double
  /// Peak resident memory, in bytes.
  public var peakMemoryResidentBytes: Double

  /// Creates a result.
  public init(
    variant: Variant, scenario: Scenario, n: Int, iterations: Int, wallClockMedianNs: Double,
    wallClockP90Ns: Double, mallocCountMedian: Double, peakMemoryResidentBytes: Double
  ) {
    self.variant = variant
    self.scenario = scenario
    self.n = n
    self.iterations = iterations
    self.wallClockMedianNs = wallClockMedianNs
    self.wallClockP90Ns = wallClockP90Ns
    self.mallocCountMedian = mallocCountMedian
    self.peakMemoryResidentBytes = peakMemoryResidentBytes
  }
}
