/// One variant, scenario and size as `Benchmarks/run.sh` measured it: its
/// times over the rounds of the timed pass, and its mallocs and peak memory
/// from the memory pass.
public struct BenchmarkResult: Codable, Sendable, Equatable {
  /// What ran: the floor, the limit or an architecture.
  public var variant: Variant
  /// What it drove through the screens.
  public var scenario: Scenario
  /// The number of contacts or items in the database.
  public var n: Int
  /// Rounds measured (one time each).
  public var iterations: Int
  /// Median wall-clock time, in nanoseconds.
  public var wallClockMedianNs: Double
  /// 90th-percentile wall-clock time, in nanoseconds.
  public var wallClockP90Ns: Double
  /// Median number of mallocs per iteration, from the memory pass (`nil` for
  /// `floor2`, whose code is the floor's, and where not measured).
  public var mallocCountMedian: Double?
  /// Peak resident memory of the variant's own process, in bytes, from the memory pass.
  public var peakMemoryResidentBytes: Double?

  /// Creates a result.
  public init(
    variant: Variant, scenario: Scenario, n: Int, iterations: Int, wallClockMedianNs: Double,
    wallClockP90Ns: Double, mallocCountMedian: Double?, peakMemoryResidentBytes: Double?
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
