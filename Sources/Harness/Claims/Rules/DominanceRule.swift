/// The dominance rule of `Docs/Claims.md` over several comparisons: supported when
/// at least one is for the claim and none against, contradicted when at least one
/// is against and none for, inconclusive otherwise (the reason says which way each went).
public struct DominanceRule: ClaimRule {
  /// The comparisons weighed.
  public var comparisons: [Comparison]

  /// Creates the rule.
  public init(_ comparisons: [Comparison]) {
    self.comparisons = comparisons
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    var findings: [Comparison.Finding] = []
    var missing: [String] = []
    for comparison in comparisons {
      switch comparison.find(figures) {
      case .success(let finding): findings.append(finding)
      case .failure(let names): missing += names.names.filter { !missing.contains($0) }
      }
    }
    guard missing.isEmpty else { return .notMeasured(MissingFigures(names: missing)) }
    return RuleResult(
      Self.weigh(findings.map(\.leaning)), figures: findings.map(\.text), reason: Self.reason(findings))
  }

  /// The verdict of the dominance rule on these leanings.
  public static func weigh(_ leanings: [Leaning]) -> ClaimOutcome {
    let pro = leanings.contains(.forClaim)
    let con = leanings.contains(.against)
    return pro && !con ? .supported : con && !pro ? .contradicted : .inconclusive
  }

  /// How many figures went each way, and which.
  static func reason(_ findings: [Comparison.Finding]) -> String {
    let count = { (leaning: Leaning) in findings.filter { $0.leaning == leaning }.count }
    let summary =
      "Of \(findings.count) figures, \(count(.forClaim)) for the claim, \(count(.against)) against it, "
      + "\(count(.withinMargin)) within the margin"
    let split = count(.forClaim) > 0 && count(.against) > 0 ? " (the figures go different ways)" : ""
    return summary + split + "."
  }
}
