/// The few statistics the harness computes, in one place.
public enum Statistics {
  /// The arithmetic mean, or 0 for no values.
  public static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  /// The `fraction` percentile (0.9 for the 90th) by nearest rank of values
  /// sorted ascending, or `nil` for no values.
  public static func percentile<Value>(_ fraction: Double, ofSorted values: [Value]) -> Value? {
    guard !values.isEmpty else { return nil }
    let rank = Int((Double(values.count) * fraction).rounded(.up))
    return values[min(values.count - 1, max(rank, 1) - 1)]
  }

  /// `part` as a percentage of `whole`, or 0 when `whole` is 0.
  public static func percent(_ part: Double, of whole: Double) -> Double {
    whole == 0 ? 0 : 100 * part / whole
  }

  /// The least-squares slope of `y` against `x`, or `nil` with fewer than two
  /// points or when every `x` is the same.
  public static func slope(_ points: [(x: Double, y: Double)]) -> Double? {
    guard points.count >= 2 else { return nil }
    let meanX = mean(points.map(\.x))
    let meanY = mean(points.map(\.y))
    let numerator = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
    let denominator = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
    return denominator == 0 ? nil : numerator / denominator
  }
}
