/// A rule of `Docs/Claims.md` as code: it reads the figures it names and gives a verdict.
public protocol ClaimRule: Sendable {
  /// The verdict on `figures`, with the figures read and the reason; never reads another
  /// figure in place of a missing one.
  func judge(_ figures: ClaimFigures) -> RuleResult
}
