import Analysis
import ArchLab

/// C03's rule on the growth series: which file becomes a monster file first. The
/// threshold is 003's (slide 32: files over 1 500 lines, counted as code lines). Each
/// file measure's *changes to the threshold* extrapolate its growth per change over
/// the series (``GrowthCurve``). Supported when the module's largest `role` file
/// passes the threshold at a step of the series, or would pass it in fewer changes
/// than each rival's largest file by more than 10 %; contradicted when it does not
/// grow, or a rival's largest file would pass it first by more than 10 %;
/// inconclusive otherwise.
public struct MonsterRaceRule: ClaimRule {
  /// The monster-file threshold, in code lines (003, slide 32).
  public static let threshold = 1_500.0
  /// How much sooner one file must get there to count as first: 10 %, the size margin.
  public static let margin = 0.10

  /// The module whose `role` files are said to become monsters.
  public var architecture: Architecture
  /// The role.
  public var role: Role
  /// The modules whose largest file (any role) it races.
  public var rivals: [Architecture]

  /// Creates the rule.
  public init(_ architecture: Architecture, _ role: Role, against rivals: [Architecture]) {
    self.architecture = architecture
    self.role = role
    self.rivals = rivals
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let measured = [architecture] + rivals
    let missing = measured.filter { figures.growth[$0] == nil }.map { "\($0.displayName) growth series" }
    guard missing.isEmpty else { return .notMeasured(MissingFigures(names: missing)) }
    let ownMeasure = GrowthMeasure.largestFileOf(role)
    guard let own = GrowthCurve(ownMeasure, in: figures.growth[architecture]!) else {
      return .notMeasured(MissingFigures(names: ["\(architecture.displayName) growth series (size)"]))
    }
    var curves: [(Architecture, GrowthCurve)] = []
    for rival in rivals {
      guard let curve = GrowthCurve(.largestFile, in: figures.growth[rival]!) else {
        return .notMeasured(MissingFigures(names: ["\(rival.displayName) growth series (size)"]))
      }
      curves.append((rival, curve))
    }
    let limit = Self.threshold
    let name = architecture.displayName
    let shown =
      ["\(name) \(ownMeasure.title): \(own.text); \(own.extrapolation(to: limit))"]
      + curves.map { "\($0.0.displayName) largest file: \($0.1.text); \($0.1.extrapolation(to: limit))" }
    if own.passes(limit) {
      return RuleResult(
        .supported, figures: shown,
        reason:
          "\(name)'s largest \(role.title) file passes \(Int(limit)) code lines at a step of the series.")
    }
    guard own.perChange > 0 else {
      return RuleResult(
        .contradicted, figures: shown,
        reason: "\(name)'s largest \(role.title) file does not grow over the series.")
    }
    let mine = own.changes(to: limit)
    let first = curves.filter { $0.1.changes(to: limit) < (1 - Self.margin) * mine }.map(\.0.displayName)
    if !first.isEmpty {
      return RuleResult(
        .contradicted, figures: shown,
        reason:
          "Extrapolated, the largest file of \(first.joined(separator: ", ")) would pass \(Int(limit)) code lines before \(name)'s largest \(role.title) file, by more than 10 %."
      )
    }
    if curves.allSatisfy({ mine < (1 - Self.margin) * $0.1.changes(to: limit) }) {
      return RuleResult(
        .supported, figures: shown,
        reason:
          "Extrapolated, \(name)'s largest \(role.title) file would pass \(Int(limit)) code lines before the largest file of every other module compared, by more than 10 % (an extrapolation: each further change adds what the series' changes added on average)."
      )
    }
    return RuleResult(
      .inconclusive, figures: shown,
      reason:
        "Extrapolated, \(name)'s largest \(role.title) file and the largest file of another module would pass \(Int(limit)) code lines within 10 % of each other."
    )
  }
}
