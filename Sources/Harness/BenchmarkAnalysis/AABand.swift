import HarnessSupport

/// The noise band of one scenario and size: the 95 % interval of the floor's
/// A/A twin (`floor2`) over the floor — the same code measured twice, so any
/// ratio inside it is what the run cannot tell apart from 1.
public struct AABand: Codable, Sendable, Equatable {
  /// The scenario.
  public var scenario: Scenario
  /// The size of the database.
  public var n: Int
  /// The median of floor2 ÷ floor.
  public var median: Double
  /// The band's lower edge.
  public var low: Double
  /// The band's upper edge.
  public var high: Double

  /// Creates a band.
  public init(scenario: Scenario, n: Int, median: Double, low: Double, high: Double) {
    self.scenario = scenario
    self.n = n
    self.median = median
    self.low = low
    self.high = high
  }

  /// The band of `estimate`, the `floor2` ratio.
  public init(_ estimate: RatioEstimate) {
    self.init(
      scenario: estimate.scenario, n: estimate.n, median: estimate.median, low: estimate.low,
      high: estimate.high)
  }

  /// `[0.98, 1.03]`.
  public var text: String { "[\(Format.f2(low)), \(Format.f2(high))]" }
}
