/// The memory pass's figures for one variant, scenario and size (their own
/// process, with the malloc interposer and the memory sampler on).
public struct MemoryFigures: Codable, Sendable, Equatable {
  /// What ran.
  public var variant: Variant
  /// What it drove through the screens.
  public var scenario: Scenario
  /// The number of contacts or items in the database.
  public var n: Int
  /// Iterations counted.
  public var iterations: Int
  /// Median number of mallocs in what the user does.
  public var mallocCountMedian: Double
  /// Peak resident memory of the process, in bytes.
  public var peakMemoryResidentBytes: Double

  /// Creates figures.
  public init(
    variant: Variant, scenario: Scenario, n: Int, iterations: Int, mallocCountMedian: Double,
    peakMemoryResidentBytes: Double
  ) {
    self.variant = variant
    self.scenario = scenario
    self.n = n
    self.iterations = iterations
    self.mallocCountMedian = mallocCountMedian
    self.peakMemoryResidentBytes = peakMemoryResidentBytes
  }
}
