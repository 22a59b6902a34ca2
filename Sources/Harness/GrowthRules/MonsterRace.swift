import Analysis
import HarnessSupport

/// C03's rule on curves: which file becomes a monster file first. The threshold is
/// 003's (slide 32: files over 1 500 lines, counted as code lines). Each file curve's
/// *changes to the threshold* extrapolate its growth per change (``GrowthCurve``).
/// Supported when the subject's largest `role` file passes the threshold at a step, or
/// would pass it in fewer changes than each rival's largest file by more than 10 %;
/// contradicted when it does not grow, or a rival's largest file would pass it first by
/// more than 10 %; inconclusive otherwise.
public enum MonsterRace {
  /// The monster-file threshold, in code lines (003, slide 32).
  public static let threshold = 1_500.0
  /// How much sooner one file must get there to count as first: 10 %, the size margin.
  public static let margin = 0.10

  /// A file curve raced against the subject's.
  public struct Rival: Sendable {
    /// Who it is, in the reason: `MVP`.
    public var name: String
    /// Its figure's label: `MVP largest file`.
    public var label: String
    /// Its largest file's code lines, step by step.
    public var curve: GrowthCurve

    /// Creates a rival.
    public init(name: String, label: String, curve: GrowthCurve) {
      self.name = name
      self.label = label
      self.curve = curve
    }
  }

  /// The race of `subject`'s largest `role` file (`own`, labelled `ownLabel`) against `rivals`.
  public static func judge(
    subject: String, role: Role, own: GrowthCurve, ownLabel: String, rivals: [Rival]
  ) -> GrowthJudgement {
    let limit = threshold
    let shown =
      ["\(ownLabel): \(own.text); \(own.extrapolation(to: limit))"]
      + rivals.map { "\($0.label): \($0.curve.text); \($0.curve.extrapolation(to: limit))" }
    if own.passes(limit) {
      return GrowthJudgement(
        .supported, figures: shown,
        reason:
          "\(subject)'s largest \(role.title) file passes \(Int(limit)) code lines at a step of the series.")
    }
    guard own.perChange > 0 else {
      return GrowthJudgement(
        .contradicted, figures: shown,
        reason: "\(subject)'s largest \(role.title) file does not grow over the series.")
    }
    let mine = own.changes(to: limit)
    let margin = MarginScale.scaled(margin)
    let first = rivals.filter { $0.curve.changes(to: limit) < (1 - margin) * mine }.map(\.name)
    if !first.isEmpty {
      return GrowthJudgement(
        .contradicted, figures: shown,
        reason:
          "Extrapolated, the largest file of \(first.joined(separator: ", ")) would pass \(Int(limit)) code lines before \(subject)'s largest \(role.title) file, by more than 10 %."
      )
    }
    if rivals.allSatisfy({ mine < (1 - margin) * $0.curve.changes(to: limit) }) {
      return GrowthJudgement(
        .supported, figures: shown,
        reason:
          "Extrapolated, \(subject)'s largest \(role.title) file would pass \(Int(limit)) code lines before the largest file of every other module compared, by more than 10 % (an extrapolation: each further change adds what the series' changes added on average)."
      )
    }
    return GrowthJudgement(
      .inconclusive, figures: shown,
      reason:
        "Extrapolated, \(subject)'s largest \(role.title) file and the largest file of another module would pass \(Int(limit)) code lines within 10 % of each other."
    )
  }
}
