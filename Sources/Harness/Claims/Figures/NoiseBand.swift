/// The A/A noise band of a runtime ratio: the range the floor's ratio to itself spans across runs.
public struct NoiseBand: Sendable, Equatable {
  /// The band's lower end.
  public var low: Double
  /// The band's upper end.
  public var high: Double

  /// Creates a band.
  public init(low: Double, high: Double) {
    self.low = low
    self.high = high
  }
}
