/// How far the claims' declared margins and thresholds are moved: 1 as `Docs/Claims.md`
/// declares them; 0.9 or 1.1 in the `margin` specifications of a claim's multiverse
/// (`Docs/Claims.md`, "Robustness"), where each margin is 10 % narrower or wider.
///
/// A task-local value, so that one judgement under another margin never leaks into the next:
/// `MarginScale.$factor.withValue(1.1) { rule.judge(figures) }`.
public enum MarginScale {
  /// The factor every declared margin is multiplied by.
  @TaskLocal public static var factor: Double = 1

  /// `margin` at the current scale.
  public static func scaled(_ margin: Double) -> Double { margin * factor }
}
