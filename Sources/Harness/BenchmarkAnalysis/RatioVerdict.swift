/// What a ratio's interval says, set against the A/A band.
public enum RatioVerdict: String, Codable, Sendable {
  /// The interval lies above the band: measurably slower than the floor.
  case slower
  /// The interval lies below the band: measurably faster than the floor.
  case faster
  /// The interval overlaps the band: no measurable difference.
  case noMeasurableDifference

  /// The words the report prints.
  public var title: String {
    switch self {
    case .slower: "slower"
    case .faster: "faster"
    case .noMeasurableDifference: "no measurable difference"
    }
  }
}
