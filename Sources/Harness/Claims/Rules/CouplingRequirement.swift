import Analysis
import ArchLab
import HarnessSupport

/// One yes/no condition on a module's coupling figures: some roles refer to no type
/// (or to at least one type) of a target, or only some roles refer to a target.
public struct CouplingRequirement: Sendable {
  /// What the requirement asks.
  public enum Kind: Sendable {
    /// Each of the roles refers to no type of the target.
    case none
    /// The roles together refer to at least one type of the target.
    case some
    /// Every role referring to the target is one of the roles.
    case only
  }

  /// The module.
  public var architecture: Architecture
  /// The roles the requirement is about.
  public var roles: [Role]
  /// What they refer to.
  public var target: CouplingTarget
  /// What is asked.
  public var kind: Kind

  /// `roles` of `architecture` refer to no type of `target`.
  public static func none(_ a: Architecture, _ roles: [Role], refer target: CouplingTarget) -> Self {
    Self(architecture: a, roles: roles, target: target, kind: .none)
  }

  /// `roles` of `architecture` refer to at least one type of `target`.
  public static func some(_ a: Architecture, _ roles: [Role], refer target: CouplingTarget) -> Self {
    Self(architecture: a, roles: roles, target: target, kind: .some)
  }

  /// Only `roles` of `architecture` refer to `target`.
  public static func only(_ a: Architecture, _ roles: [Role], refer target: CouplingTarget) -> Self {
    Self(architecture: a, roles: roles, target: target, kind: .only)
  }

  /// The requirement in words.
  public var text: String {
    let who = "\(architecture.displayName) \(Prose.list(roles.map(\.title), conjunction: "or"))"
    return switch kind {
    case .none: "\(who) refer to no \(target.title) type"
    case .some: "\(who) refer to at least one \(target.title) type"
    case .only: "only \(who) refer to \(target.title)"
    }
  }

  /// The counts the requirement reads: each of its roles' types of the target (for `only`, every role's).
  public func counts(_ figures: ClaimFigures) -> [String] {
    guard let rows = figures[architecture]?.coupling else { return [] }
    let shown = kind == .only ? rows.keys.sorted() : roles
    return shown.map {
      "\(architecture.displayName) \($0.title) → \(target.title): \(rows[$0]?[target] ?? 0) types"
    }
  }

  /// What breaks the requirement (empty when it holds), or the missing figure.
  public func offenders(_ figures: ClaimFigures) -> Result<[String], MissingFigures> {
    let name = architecture.displayName
    guard let rows = figures[architecture]?.coupling else {
      return .failure(MissingFigures(names: ["\(name) coupling"]))
    }
    let count = { (role: Role) in rows[role]?[target] ?? 0 }
    switch kind {
    case .none:
      return .success(
        roles.filter { count($0) > 0 }.map {
          "\(name) \($0.title) refers to \(count($0)) \(target.title) types"
        })
    case .some:
      let who = Prose.list(roles.map(\.title), conjunction: "or")
      return .success(
        roles.contains { count($0) > 0 } ? [] : ["\(name) \(who) refer to no \(target.title) type"])
    case .only:
      return .success(
        rows.keys.sorted().filter { !roles.contains($0) && count($0) > 0 }.map {
          "\(name) \($0.title) refers to \(count($0)) \(target.title) types"
        })
    }
  }
}
