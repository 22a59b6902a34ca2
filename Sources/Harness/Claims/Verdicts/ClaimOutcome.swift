/// A rule's verdict on a claim; when a figure it needs was not measured, the names of those figures.
public enum ClaimOutcome: Sendable, Equatable {
  /// The figures go the way the claim says, beyond the declared margin.
  case supported
  /// The figures go the other way, beyond the declared margin, or the yes/no condition fails.
  case contradicted
  /// Within the margin, the figures going different ways, or the app too small for the claim.
  case inconclusive
  /// The figures named were not measured in this run; the rule falls back on no other figure.
  case notMeasured([String])

  /// The verdict as `metrics.json` records it.
  public var verdict: Verdict {
    switch self {
    case .supported: .supported
    case .contradicted: .contradicted
    case .inconclusive: .inconclusive
    case .notMeasured: .notMeasured
    }
  }

  /// The names of the figures not measured; empty for the other verdicts.
  public var missing: [String] {
    if case .notMeasured(let names) = self { names } else { [] }
  }
}
