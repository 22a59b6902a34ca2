/// A claim's rule as code, declared before measuring, and the figures printed beside its
/// verdict as context (they never decide it). The claim's words are `Docs/Claims.md`'s.
public struct DeclaredRule: Sendable {
  /// The rule that judges the claim.
  public var rule: any ClaimRule
  /// Figures printed beside the verdict as context.
  public var context: [ClaimFigure]

  /// Creates a declared rule.
  public init(_ rule: any ClaimRule, context: [ClaimFigure] = []) {
    self.rule = rule
    self.context = context
  }
}
