/// What this run's figures say about a claim, as `metrics.json` records it.
public enum Verdict: String, CaseIterable, Codable, Sendable {
  /// The figures go the way the claim says, beyond the declared margin.
  case supported
  /// The figures go the other way, beyond the declared margin, or the claim's yes/no condition fails.
  case contradicted
  /// Within the margin or the noise, the figures going different ways, or the app too small for the claim.
  case inconclusive
  /// A figure the rule needs was not measured in this run.
  case notMeasured

  /// The verdict as the report writes it.
  public var title: String {
    switch self {
    case .supported: "supported"
    case .contradicted: "contradicted"
    case .inconclusive: "inconclusive"
    case .notMeasured: "not measured in this run"
    }
  }

  /// The verdict in a word or two, for a label: `supported`, `not measured`.
  public var label: String { self == .notMeasured ? "not measured" : title }

  /// A mark that tells the verdict without colour: `✓`, `✗`, `?`, `–`.
  public var symbol: String {
    switch self {
    case .supported: "✓"
    case .contradicted: "✗"
    case .inconclusive: "?"
    case .notMeasured: "–"
    }
  }

  /// The verdict as a class name or an anchor: `supported`, `not-measured`.
  public var slug: String { self == .notMeasured ? "not-measured" : rawValue }
}
