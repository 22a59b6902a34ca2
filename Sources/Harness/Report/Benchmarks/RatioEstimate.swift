/// A variant's time over the floor's for one scenario and size: the median of
/// the per-round ratios, with its 95 % two-level percentile-bootstrap interval
/// (the processes resampled, then the rounds within each).
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
  /// The benchmark processes the rounds ran in.
  public var processes: Int

  /// Creates an estimate.
  public init(
    scenario: Scenario, n: Int, variant: Variant, median: Double, low: Double, high: Double, samples: Int,
    processes: Int = 1
  ) {
    self.scenario = scenario
    self.n = n
    self.variant = variant
    self.median = median
    self.low = low
    self.high = high
    self.samples = samples
    self.processes = processes
  }

  /// Half the interval's width, as a share of the median (0 when the median is not positive).
  public var relativeHalfWidth: Double { median > 0 ? (high - low) / 2 / median : 0 }

  /// Whether this interval and `other` share at least one value.
  public func overlaps(_ other: RatioEstimate) -> Bool { low <= other.high && other.low <= high }

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
