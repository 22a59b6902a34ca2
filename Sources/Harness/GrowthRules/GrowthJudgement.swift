/// What a growth rule found on curves: the verdict, the figures it read in words, and why.
public struct GrowthJudgement: Sendable, Equatable, Codable {
  /// A growth rule's verdict: a rule on curves always has its figures.
  public enum Verdict: String, Sendable, Equatable, Codable {
    /// The curves go the way the claim says, beyond the margin.
    case supported
    /// The curves go the other way, beyond the margin.
    case contradicted
    /// Within the margin, or the curves going different ways.
    case inconclusive
  }

  /// The verdict.
  public var verdict: Verdict
  /// The figures read, in words.
  public var figures: [String]
  /// The reason, in a sentence.
  public var reason: String

  /// Creates a judgement.
  public init(_ verdict: Verdict, figures: [String], reason: String) {
    self.verdict = verdict
    self.figures = figures
    self.reason = reason
  }
}
