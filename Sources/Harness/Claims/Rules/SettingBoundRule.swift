import HarnessSupport

/// A rule for a claim that ArchLab's setting can support but never contradict: when the
/// setting itself makes the claim's failure impossible to observe (C25: ScreenKit's view
/// controllers are built to be driven by tests, UIKit's were not), figures against the
/// claim say something about the setting, not about the claim. Supported when
/// `supportedWhen` holds; otherwise inconclusive, with `setting` as the reason.
public struct SettingBoundRule: ClaimRule {
  /// When the claim is supported, even in this setting.
  public var supportedWhen: Condition
  /// Why the setting cannot contradict the claim, in a sentence: the inconclusive verdict's reason.
  public var setting: String

  /// Creates the rule.
  public init(supportedWhen: Condition, setting: String) {
    self.supportedWhen = supportedWhen
    self.setting = setting
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let supportedWhen =
      MarginScale.factor == 1
      ? supportedWhen : supportedWhen.moved(by: MarginScale.factor, others: supportedWhen.bounds)
    let missing = supportedWhen.missing(figures).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    guard missing.isEmpty else { return .notMeasured(MissingFigures(names: missing)) }
    let shown = supportedWhen.describe(figures)
    if supportedWhen.holds(figures) {
      return RuleResult(
        .supported, figures: shown,
        reason: "Supported: \(supportedWhen.holding(figures).joined(separator: "; ")).")
    }
    return RuleResult(
      .inconclusive, figures: shown, reason: "Inconclusive, decided by ArchLab's setting: \(setting)")
  }
}
