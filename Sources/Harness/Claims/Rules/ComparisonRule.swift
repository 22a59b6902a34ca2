/// A claim that one figure of A stands lower (or higher) than B's: supported beyond
/// the margin the way the claim says, contradicted beyond it the other way,
/// inconclusive within it.
public struct ComparisonRule: ClaimRule {
  /// The comparison the claim makes.
  public var comparison: Comparison

  /// Creates the rule.
  public init(_ comparison: Comparison) {
    self.comparison = comparison
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    switch comparison.find(figures) {
    case .failure(let missing): return .notMeasured(missing)
    case .success(let finding):
      let outcome: ClaimOutcome =
        switch finding.leaning {
        case .forClaim: .supported
        case .against: .contradicted
        case .withinMargin: .inconclusive
        }
      let margin = comparison.kind.margin
      let reason =
        switch finding.leaning {
        case .forClaim: "The figure goes the claim's way, beyond the margin (\(margin))."
        case .against: "The figure goes the other way, beyond the margin (\(margin))."
        case .withinMargin:
          "The difference is within the margin (\(margin)), or there is no value to compare."
        }
      return RuleResult(outcome, figures: [finding.text], reason: reason)
    }
  }
}
