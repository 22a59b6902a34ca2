import Analysis
import ArchLab
import GrowthRules

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
  public typealias Item = RoleGrowth.Item

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
  static func counted(_ roles: [Role: Int]) -> [Role] { RoleGrowth.counted(roles.keys) }

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
    guard let largestNow, let itemCurve = GrowthCurve(itemMeasure, in: series)
    else { return .notMeasured(MissingFigures(names: ["\(name) growth series (largest \(item))"])) }
    return RuleResult(
      RoleGrowth.judge(
        subject: name, role: role, item: item, growth: growth,
        largestNow: RoleGrowth.Largest(
          name: largestNow.name, role: largestNow.role, codeLines: largestNow.codeLines),
        itemCurve: itemCurve, itemTitle: itemMeasure.title))
  }
}
