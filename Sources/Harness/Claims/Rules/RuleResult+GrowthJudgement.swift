import GrowthRules

extension RuleResult {
  /// The result of a growth rule judged on curves (`GrowthRules`).
  init(_ judgement: GrowthJudgement) {
    let outcome: ClaimOutcome =
      switch judgement.verdict {
      case .supported: .supported
      case .contradicted: .contradicted
      case .inconclusive: .inconclusive
      }
    self.init(outcome, figures: judgement.figures, reason: judgement.reason)
  }
}
