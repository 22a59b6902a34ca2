import HarnessSupport

/// A rule with absolute thresholds: supported when its supported condition holds,
/// contradicted when its contradicted condition holds, inconclusive when neither
/// does (with a note saying why, where the claim declares one).
public struct ThresholdRule: ClaimRule {
  /// When the claim is supported.
  public var supportedWhen: Condition
  /// When it is contradicted.
  public var contradictedWhen: Condition
  /// Notes for an inconclusive verdict, each printed when its condition holds.
  public var notes: [(Condition, String)]

  /// Creates the rule.
  public init(supportedWhen: Condition, contradictedWhen: Condition, notes: [(Condition, String)] = []) {
    self.supportedWhen = supportedWhen
    self.contradictedWhen = contradictedWhen
    self.notes = notes
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let factor = MarginScale.factor
    guard factor == 1 else {
      let others = supportedWhen.bounds + contradictedWhen.bounds
      return ThresholdRule(
        supportedWhen: supportedWhen.moved(by: factor, others: others),
        contradictedWhen: contradictedWhen.moved(by: factor, others: others), notes: notes
      ).judgedAsDeclared(figures)
    }
    return judgedAsDeclared(figures)
  }

  /// The verdict with the bounds as they are written.
  func judgedAsDeclared(_ figures: ClaimFigures) -> RuleResult {
    let missing = (supportedWhen.missing(figures) + contradictedWhen.missing(figures))
      .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    guard missing.isEmpty else { return .notMeasured(MissingFigures(names: missing)) }
    let shown = Condition.all([supportedWhen, contradictedWhen]).describe(figures)
    let pro = supportedWhen.holds(figures)
    let con = contradictedWhen.holds(figures)
    if pro, !con {
      return RuleResult(.supported, figures: shown, reason: "Supported: \(supportedWhen.text).")
    }
    if con, !pro {
      let holding = contradictedWhen.holding(figures).joined(separator: "; ")
      return RuleResult(.contradicted, figures: shown, reason: "Contradicted: \(holding).")
    }
    let said = notes.filter { $0.0.holds(figures) }.map(\.1)
    let neither =
      pro
      ? "Both conditions hold, which the rule does not allow"
      : "Neither \(supportedWhen.text) nor \(contradictedWhen.text)"
    return RuleResult(.inconclusive, figures: shown, reason: ([neither] + said).joined(separator: "; ") + ".")
  }
}
