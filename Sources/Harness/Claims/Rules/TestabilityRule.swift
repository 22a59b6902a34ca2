import ArchLab

/// The testability rule (T) of `Docs/Claims.md`: "A is easier to test than B" by the
/// dominance rule over the module's own unit tests — case-book cases run (more is
/// for A), test lines per case (fewer is for A), unit-test mutation score (higher is
/// for A) — and, where the claim names coverage, unit-test line coverage (higher is for A).
///
/// With several A modules (C23: every Clean Architecture module in the run), the
/// verdict is the one they share; if they differ, inconclusive, each module's listed.
public struct TestabilityRule: ClaimRule {
  /// The modules said to be easier to test.
  public var easier: [Architecture]
  /// The module they are compared with.
  public var than: Architecture
  /// Whether unit-test line coverage is a fourth figure (the claim names coverage).
  public var withCoverage: Bool

  /// Creates the rule.
  public init(_ easier: [Architecture], than: Architecture, withCoverage: Bool = false) {
    self.easier = easier
    self.than = than
    self.withCoverage = withCoverage
  }

  /// The comparisons of T for A = `a`.
  public func comparisons(_ a: Architecture) -> [Comparison] {
    let b = than
    var list = [
      Comparison(.casesRun(a), .higher, than: .casesRun(b), as: .casesRun),
      Comparison(.testLinesPerCase(a), .lower, than: .testLinesPerCase(b), as: .size),
      Comparison(.unitMutation(a), .higher, than: .unitMutation(b), as: .score),
    ]
    if withCoverage { list.append(Comparison(.unitCoverage(a), .higher, than: .unitCoverage(b), as: .score)) }
    return list
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let results = easier.map { ($0, DominanceRule(comparisons($0)).judge(figures)) }
    guard results.count > 1 else {
      return results.first?.1
        ?? RuleResult(.inconclusive, figures: [], reason: "No module to compare with \(than.displayName).")
    }
    let missing = results.flatMap(\.1.outcome.missing)
    guard missing.isEmpty else { return .notMeasured(MissingFigures(names: missing)) }
    let outcomes = results.map(\.1.outcome)
    let shared = outcomes.allSatisfy { $0 == outcomes[0] } ? outcomes[0] : .inconclusive
    let each = results.map { "\($0.0.displayName): \($0.1.outcome.verdict.title)" }
    return RuleResult(
      shared, figures: results.flatMap(\.1.figures),
      reason: "Each module against \(than.displayName): \(each.joined(separator: "; ")).")
  }
}
