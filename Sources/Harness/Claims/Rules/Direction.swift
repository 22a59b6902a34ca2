/// Which way one figure stands against another.
public enum Direction: Sendable, Equatable {
  /// A is lower than B, beyond the margin.
  case lower
  /// A is higher than B, beyond the margin.
  case higher

  /// `lower` or `higher`.
  public var word: String {
    switch self {
    case .lower: "lower"
    case .higher: "higher"
    }
  }
}
