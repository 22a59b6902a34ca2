/// A yes/no check on the coupling figures: supported when every requirement holds,
/// contradicted when any fails (naming the roles and counts); never inconclusive.
public struct ConformanceRule: ClaimRule {
  /// The requirements, all of which the claim needs.
  public var requirements: [CouplingRequirement]

  /// Creates the rule.
  public init(_ requirements: [CouplingRequirement]) {
    self.requirements = requirements
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    var broken: [String] = []
    var missing: [String] = []
    for requirement in requirements {
      switch requirement.offenders(figures) {
      case .success(let offenders): broken += offenders
      case .failure(let names): missing += names.names.filter { !missing.contains($0) }
      }
    }
    guard missing.isEmpty else { return .notMeasured(MissingFigures(names: missing)) }
    let checked = requirements.flatMap { $0.counts(figures) }
    guard broken.isEmpty else {
      return RuleResult(
        .contradicted, figures: checked, reason: "Not so: \(broken.joined(separator: "; ")).")
    }
    return RuleResult(
      .supported, figures: checked,
      reason: "Every requirement holds: \(requirements.map(\.text).joined(separator: "; ")).")
  }
}
