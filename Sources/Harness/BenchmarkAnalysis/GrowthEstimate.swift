import HarnessSupport

/// How a variant's time grows with N in one scenario: the least-squares slope
/// of log(median time) against log(N), with its 95 % bootstrap interval
/// (1 is linear growth, 0 constant).
public struct GrowthEstimate: Codable, Sendable, Equatable {
  /// The scenario.
  public var scenario: Scenario
  /// The variant.
  public var variant: Variant
  /// The slope.
  public var slope: Double
  /// The interval's lower bound.
  public var low: Double
  /// The interval's upper bound.
  public var high: Double

  /// Creates an estimate.
  public init(scenario: Scenario, variant: Variant, slope: Double, low: Double, high: Double) {
    self.scenario = scenario
    self.variant = variant
    self.slope = slope
    self.low = low
    self.high = high
  }

  /// `1.02 [0.98, 1.05]`.
  public var text: String { "\(Format.f2(slope)) [\(Format.f2(low)), \(Format.f2(high))]" }
}
