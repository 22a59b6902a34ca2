import HarnessSupport

/// How a figure's value is written.
public enum FigureUnit: Sendable, Equatable {
  /// A whole count: lines, files, types, cases.
  case count
  /// A percentage or a share, in percent.
  case percent
  /// A ratio of two figures.
  case ratio
  /// Seconds.
  case seconds
  /// A mean complexity.
  case mean
  /// A difference of two percentages, in points.
  case points

  /// `value` written in this unit: `85`, `62.1 %`, `0.47`, `2.9 ms`, `2.31`, `+12.0 points`.
  public func format(_ value: Double) -> String {
    switch self {
    case .count: value == value.rounded() ? Format.f0(value) : Format.f1(value)
    case .percent: Format.f1(value) + " %"
    case .ratio, .mean: Format.f2(value)
    case .seconds: Format.duration(value)
    case .points: (value >= 0 ? "+" : "") + Format.f1(value) + " points"
    }
  }
}
