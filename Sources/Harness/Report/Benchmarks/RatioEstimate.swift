/// A variant's time over the floor's for one scenario and size: the median of
/// the per-round ratios, with its 95 % percentile-bootstrap interval.
public struct RatioEstimate: Codable, Sendable, Equatable {
  /// What the variant did.
  public var scenario: Scenario
  /// The size of the database.
  public var n: Int
  /// The variant divided by the floor.
  public var variant: Variant
  /// The median of the per-round ratios.
  public var median: Double
  /// The interval's lower bound.
  public var low: Double
  /// The interval's upper bound.
  public var high: Double
  /// The rounds (one ratio each).
  public var samples: Int

  /// Creates an estimate.
  public init(
    scenario: Scenario, n: Int, variant: Variant, median: Double, low: Double, high: Double, samples: Int
  ) {
    self.scenario = scenario
    self.n = n
    self.variant = variant
    self.median = median
    self.low = low
    self.high = high
    self.samples = samples
  }

  /// What the estimate says against the run's noise, `band`: a difference
  /// only when the interval lies wholly above or below it.
  public func verdict(against band: AABand) -> RatioVerdict {
    if low > band.high { return .slower }
    if high < band.low { return .faster }
    return .noMeasurableDifference
  }

  /// `1.04× [0.99, 1.09]`.
  public var text: String { "\(Format.f2(median))× [\(Format.f2(low)), \(Format.f2(high))]" }
}
