import HarnessSupport

/// A variant's time over its denominator's — its toolkit's floor, unless said otherwise — for
/// one scenario and size: the median of the per-round ratios, with its 95 % two-level
/// percentile-bootstrap interval (the processes resampled, then the rounds within each).
public struct RatioEstimate: Codable, Sendable, Equatable {
  /// What the variant did.
  public var scenario: Scenario
  /// The size of the database.
  public var n: Int
  /// The variant divided by ``denominator``.
  public var variant: Variant
  /// What the variant's time is divided by: its toolkit's floor (ScreenUI's for a module
  /// written on ScreenUI), or, for a pair, its UIKit-shaped counterpart.
  public var denominator: Variant
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
    scenario: Scenario, n: Int, variant: Variant, over denominator: Variant? = nil, median: Double,
    low: Double,
    high: Double, samples: Int, processes: Int = 1
  ) {
    self.scenario = scenario
    self.n = n
    self.variant = variant
    self.denominator = denominator ?? variant.floor
    self.median = median
    self.low = low
    self.high = high
    self.samples = samples
    self.processes = processes
  }

  private enum CodingKeys: String, CodingKey {
    case scenario, n, variant, denominator, median, low, high, samples, processes
  }

  /// Decodes an estimate; one recorded before denominators were (every ratio over the
  /// ScreenKit floor) reads as over `floor`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scenario = try container.decode(Scenario.self, forKey: .scenario)
    n = try container.decode(Int.self, forKey: .n)
    variant = try container.decode(Variant.self, forKey: .variant)
    denominator = try container.decodeIfPresent(Variant.self, forKey: .denominator) ?? .floor
    median = try container.decode(Double.self, forKey: .median)
    low = try container.decode(Double.self, forKey: .low)
    high = try container.decode(Double.self, forKey: .high)
    samples = try container.decode(Int.self, forKey: .samples)
    processes = try container.decodeIfPresent(Int.self, forKey: .processes) ?? 1
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
