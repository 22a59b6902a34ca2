import Analysis
import ArchLab

/// C20's and C34's rule on the growth series: whether one role is where a module's
/// growth goes. Each role's growth per change is the least-squares slope of its code
/// lines over the series, among every role but boundary protocol and other.
/// Supported when `role` grows the most, by more than 10 % over the next role, and
/// the module's largest `item` (file or type) at the last step is a `role` one;
/// contradicted when another role grows more than `role` by more than 10 %;
/// inconclusive otherwise. The extrapolation of the largest `role` item to 003's
/// 1 500 lines is printed beside, never deciding.
public struct RoleGrowthRule: ClaimRule {
  /// Whether the rule looks at the largest file or the largest type.
  public enum Item: Sendable {
    /// Files: a file's role is the role holding most of its code lines.
    case file
    /// Types.
    case type
  }

  /// The module.
  public var architecture: Architecture
  /// The role said to grow.
  public var role: Role
  /// The item whose role is checked at the last step.
  public var item: Item

  /// Creates the rule.
  public init(_ architecture: Architecture, _ role: Role, largest item: Item) {
    self.architecture = architecture
    self.role = role
    self.item = item
  }

  /// The roles compared.
  static func counted(_ roles: [Role: Int]) -> [Role] {
    roles.keys.filter { ![.boundary, .other, .frameworkStandIn].contains($0) }.sorted()
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let name = architecture.displayName
    guard let series = figures.growth[architecture] else {
      return .notMeasured(MissingFigures(names: ["\(name) growth series"]))
    }
    let roles = Set(series.steps.flatMap { Self.counted($0.roleCodeLines ?? [:]) }).union([role]).sorted()
    var growth: [Role: GrowthCurve] = [:]
    for each in roles {
      guard let curve = GrowthCurve(.roleLines(each), in: series) else {
        return .notMeasured(MissingFigures(names: ["\(name) growth series (code lines per role)"]))
      }
      growth[each] = curve
    }
    let itemMeasure: GrowthMeasure = item == .file ? .largestFileOf(role) : .largestTypeOf(role)
    let largestNow = item == .file ? series.grown?.largestFile : series.grown?.largestType
    guard let mine = growth[role], let largestNow, let itemCurve = GrowthCurve(itemMeasure, in: series)
    else { return .notMeasured(MissingFigures(names: ["\(name) growth series (largest \(item))"])) }
    let ranked = roles.map { ($0, growth[$0]!.perChange) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
    let shown =
      ranked.map { "\(name) \($0.0.title) code lines: \(growth[$0.0]!.text)" }
      + [
        "\(name) largest \(item) at the last step: \(largestNow.name), \(largestNow.codeLines) code lines, \(Self.article(largestNow.role.title)) \(largestNow.role.title)",
        "\(name) \(itemMeasure.title): \(itemCurve.text); \(itemCurve.extrapolation(to: MonsterRaceRule.threshold))",
      ]
    let next = ranked.filter { $0.0 != role }.map(\.1).max() ?? 0
    let top = ranked.map(\.1).max() ?? 0
    if top > 0, mine.perChange < 0.90 * top {
      let faster = ranked.filter { $0.0 != role && mine.perChange < 0.90 * $0.1 }.map {
        Self.plural($0.0.title)
      }
      return RuleResult(
        .contradicted, figures: shown,
        reason:
          "\(name)'s \(faster.joined(separator: ", ")) grow more per change than its \(Self.plural(role.title)), by more than 10 %."
      )
    }
    let growsMost = mine.perChange > 0 && (next <= 0 || mine.perChange > 1.10 * next)
    if growsMost, largestNow.role == role {
      return RuleResult(
        .supported, figures: shown,
        reason:
          "\(name)'s \(Self.plural(role.title)) grow the most per change, by more than 10 % over the next role, and its largest \(item) is \(Self.article(role.title)) \(role.title)."
      )
    }
    let why =
      growsMost
      ? "\(name)'s \(Self.plural(role.title)) grow the most per change, but its largest \(item) is \(Self.article(largestNow.role.title)) \(largestNow.role.title)"
      : "\(name)'s \(Self.plural(role.title)) and its fastest-growing other role grow within 10 % of each other per change"
    return RuleResult(.inconclusive, figures: shown, reason: why + ".")
  }

  /// A role's title in the plural (`use-case models` is one already).
  static func plural(_ title: String) -> String { title.hasSuffix("s") ? title : title + "s" }

  /// `a` or `an` before a role's title.
  static func article(_ title: String) -> String {
    title.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
