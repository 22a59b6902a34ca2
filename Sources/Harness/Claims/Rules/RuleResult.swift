/// What a rule found: the verdict, the figures it read in words, and why.
public struct RuleResult: Sendable, Equatable {
  /// The verdict, or the figures not measured.
  public var outcome: ClaimOutcome
  /// The figures read, in words.
  public var figures: [String]
  /// The reason, in a sentence.
  public var reason: String

  /// Creates a result.
  public init(_ outcome: ClaimOutcome, figures: [String], reason: String) {
    self.outcome = outcome
    self.figures = figures
    self.reason = reason
  }

  /// The result when figures were missing: "not measured in this run", naming them.
  public static func notMeasured(_ missing: MissingFigures) -> RuleResult {
    RuleResult(
      .notMeasured(missing.names), figures: [],
      reason: "Not measured in this run: \(missing.names.joined(separator: "; ")).")
  }
}
