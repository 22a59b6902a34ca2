import GrowthRules

/// A growth claim's rule applied to the sampled history: its verdict, or why it does not apply.
public struct GrowthVerdict: Codable, Sendable, Equatable {
  /// The claim (`C03`).
  public var claim: String
  /// The claim in words.
  public var title: String
  /// The judgement, when the rule applies.
  public var judgement: GrowthJudgement?
  /// Why it does not apply (no presenter in this app…), when it does not.
  public var notApplicable: String?
}
