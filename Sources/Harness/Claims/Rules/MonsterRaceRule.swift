import Analysis
import ArchLab
import GrowthRules

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
  public static let threshold = MonsterRace.threshold
  /// How much sooner one file must get there to count as first: 10 %, the size margin.
  public static let margin = MonsterRace.margin

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
    return RuleResult(
      MonsterRace.judge(
        subject: architecture.displayName, role: role, own: own,
        ownLabel: "\(architecture.displayName) \(ownMeasure.title)",
        rivals: curves.map {
          MonsterRace.Rival(name: $0.0.displayName, label: "\($0.0.displayName) largest file", curve: $0.1)
        }))
  }
}
