import Analysis
import ArchLab
import Foundation

/// A module written after the claims were declared, judged by a claim's rule in the
/// place of the elder it grew from (MVVM-C in MVVM's place): context printed beside
/// the verdict, never part of it (`Docs/Claims.md`, "Architectures").
///
/// The elder's roles are read through one declared table (``roles``): a VIP worker does
/// what a VIPER data manager does, and a rule about VIPER's data managers reads VIP's
/// workers; a role the later module has no counterpart for (TCA has no view model) is
/// "n/a — no such role", never a figure of 0.
public struct StandIn: Sendable, Equatable {
  /// The later module.
  public var later: Architecture
  /// The module whose place it takes in the rules.
  public var elder: Architecture
  /// The elder's roles that the later module plays under another name (`dataManager:
  /// worker`), or not at all (`viewModel: nil`); any other role is read under its own name.
  public var roles: [Role: Role?]

  /// Creates a stand-in.
  public init(_ later: Architecture, in elder: Architecture, roles: [Role: Role?] = [:]) {
    self.later = later
    self.elder = elder
    self.roles = roles
  }

  /// The later module's role that plays `role` of the elder, or `nil` when none does.
  public func counterpart(of role: Role) -> Role? {
    if let mapped = roles[role] { return mapped }
    return role
  }

  /// The elder's roles the later module has no counterpart for.
  public var absentRoles: Set<Role> { Set(roles.filter { $0.value == nil }.keys) }

  /// What `rule` says with `later`'s figures in `elder`'s place, in a sentence, or `nil`
  /// when the rule reads no figure of `elder`, or reads `later`'s own figures already
  /// (C23 judges Clean Swift/VIP itself: its line would say it twice).
  public func judge(_ rule: any ClaimRule, on figures: ClaimFigures) -> String? {
    guard figures[later] != nil, Self.reads(rule, elder, in: figures), !Self.reads(rule, later, in: figures)
    else { return nil }
    let standing = rule.judge(figures.standing(self))
    let prefix = "with \(later.displayName) in \(elder.displayName)'s place: "
    if let role = Self.absentRole(in: standing) {
      return prefix + "n/a — no such role (\(later.displayName) has no \(role))"
    }
    let renamed = standing.figures.map(rename)
    let read = renamed.isEmpty ? "" : " (\(renamed.joined(separator: "; ")))"
    return prefix + standing.outcome.verdict.title + read
  }

  /// The marker an unmapped role's figure carries (``ClaimFigures/standing(_:)``).
  static let noSuchRole = "no such role: "

  /// The role a result read that the stand-in does not have, if it read one.
  static func absentRole(in result: RuleResult) -> String? {
    for text in result.figures + [result.reason] {
      guard let range = text.range(of: noSuchRole) else { continue }
      return String(text[range.upperBound...].prefix { $0 != ")" && $0 != ";" })
    }
    if case .notMeasured(let names) = result.outcome,
      let name = names.first(where: { $0.contains(noSuchRole) }), let range = name.range(of: noSuchRole)
    {
      return String(name[range.upperBound...].prefix { $0 != ")" && $0 != ";" })
    }
    return nil
  }

  /// Whether `rule` reads any figure of `architecture`: without them, it says not measured, naming it.
  static func reads(_ rule: any ClaimRule, _ architecture: Architecture, in figures: ClaimFigures) -> Bool {
    var without = figures
    without.modules[architecture] = nil
    without.growth[architecture] = nil
    without.runtime = figures.runtime?.filter { $0.architecture != architecture }
    guard case .notMeasured(let missing) = rule.judge(without).outcome else { return false }
    return missing.contains { $0.hasPrefix(architecture.displayName + " ") }
  }

  /// `text` with `elder`'s name, as a whole word, turned into `later`'s.
  func rename(_ text: String) -> String {
    let pattern =
      "(?<![A-Za-z-])" + NSRegularExpression.escapedPattern(for: elder.displayName) + "(?![A-Za-z-])"
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text),
      withTemplate: NSRegularExpression.escapedTemplate(for: later.displayName))
  }
}
