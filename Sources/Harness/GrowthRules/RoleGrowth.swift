import Analysis
import HarnessSupport

/// C20's and C34's rule on curves: whether one role is where the growth goes. Each
/// role's growth per change is the least-squares slope of its code lines, among every
/// role but boundary protocol, other and framework stand-in. Supported when `role` grows
/// the most, by more than 10 % over the next role, and the largest `item` (file or type)
/// at the last step is a `role` one; contradicted when another role grows more than
/// `role` by more than 10 %; inconclusive otherwise. The extrapolation of the largest
/// `role` item to 003's 1 500 lines is printed beside, never deciding.
public enum RoleGrowth {
  /// Whether the rule looks at the largest file or the largest type.
  public enum Item: String, Sendable {
    /// Files: a file's role is the role holding most of its code lines.
    case file
    /// Types.
    case type
  }

  /// The largest file or type at the last step: its name, role and code lines.
  public struct Largest: Sendable {
    /// Its path or name.
    public var name: String
    /// Its role.
    public var role: Role
    /// Its code lines.
    public var codeLines: Int

    /// Creates the item.
    public init(name: String, role: Role, codeLines: Int) {
      self.name = name
      self.role = role
      self.codeLines = codeLines
    }
  }

  /// The roles compared among `roles`.
  public static func counted(_ roles: some Collection<Role>) -> [Role] {
    roles.filter { ![.boundary, .data, .other, .frameworkStandIn].contains($0) }.sorted()
  }

  /// Where `subject`'s growth goes: `growth` holds each compared role's curve (`role`'s
  /// included), `largestNow` the largest `item` at the last step, `itemCurve` the largest
  /// `role` item's curve, titled `itemTitle` (`largest presenter file`).
  public static func judge(
    subject name: String, role: Role, item: Item, growth: [Role: GrowthCurve], largestNow: Largest,
    itemCurve: GrowthCurve, itemTitle: String
  ) -> GrowthJudgement {
    let mine = growth[role] ?? GrowthCurve(values: [])
    let ranked = growth.map { ($0.key, $0.value.perChange) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
    let shown =
      ranked.map { "\(name) \($0.0.title) code lines: \(growth[$0.0]!.text)" }
      + [
        "\(name) largest \(item) at the last step: \(largestNow.name), \(largestNow.codeLines) code lines, \(article(largestNow.role.title)) \(largestNow.role.title)",
        "\(name) \(itemTitle): \(itemCurve.text); \(itemCurve.extrapolation(to: MonsterRace.threshold))",
      ]
    let next = ranked.filter { $0.0 != role }.map(\.1).max() ?? 0
    let top = ranked.map(\.1).max() ?? 0
    let margin = MarginScale.scaled(0.10)
    if top > 0, mine.perChange < (1 - margin) * top {
      let faster = ranked.filter { $0.0 != role && mine.perChange < (1 - margin) * $0.1 }.map {
        plural($0.0.title)
      }
      return GrowthJudgement(
        .contradicted, figures: shown,
        reason:
          "\(name)'s \(faster.joined(separator: ", ")) grow more per change than its \(plural(role.title)), by more than 10 %."
      )
    }
    let growsMost = mine.perChange > 0 && (next <= 0 || mine.perChange > (1 + margin) * next)
    if growsMost, largestNow.role == role {
      return GrowthJudgement(
        .supported, figures: shown,
        reason:
          "\(name)'s \(plural(role.title)) grow the most per change, by more than 10 % over the next role, and its largest \(item) is \(article(role.title)) \(role.title)."
      )
    }
    let why =
      growsMost
      ? "\(name)'s \(plural(role.title)) grow the most per change, but its largest \(item) is \(article(largestNow.role.title)) \(largestNow.role.title)"
      : "\(name)'s \(plural(role.title)) and its fastest-growing other role grow within 10 % of each other per change"
    return GrowthJudgement(.inconclusive, figures: shown, reason: why + ".")
  }

  /// A role's title in the plural (`models` is one already).
  public static func plural(_ title: String) -> String { title.hasSuffix("s") ? title : title + "s" }

  /// `a` or `an` before a role's title.
  public static func article(_ title: String) -> String {
    title.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
