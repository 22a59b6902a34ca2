/// What a role's code refers to in the coupling matrix: a type of another
/// role of the same module, or a type of a shared target.
public enum CouplingTarget: Hashable, Sendable, Comparable {
  /// A type of this role, in the same module.
  case role(Role)
  /// A type of this shared target.
  case shared(SharedTarget)

  /// The key written in `metrics.json`: the role's raw value (`presenter`) or the target's name (`ScreenKit`).
  public var key: String {
    switch self {
    case .role(let role): role.rawValue
    case .shared(let target): target.rawValue
    }
  }

  /// The target a key names, or `nil` for a key that names neither a role nor a shared target.
  public init?(key: String) {
    if let role = Role(rawValue: key) {
      self = .role(role)
    } else if let target = SharedTarget(rawValue: key) {
      self = .shared(target)
    } else {
      return nil
    }
  }

  /// A readable name: `view controller`, `ScreenKit`.
  public var title: String {
    switch self {
    case .role(let role): role.title
    case .shared(let target): target.rawValue
    }
  }

  /// Roles first, in their order, then shared targets.
  public static func < (lhs: CouplingTarget, rhs: CouplingTarget) -> Bool {
    switch (lhs, rhs) {
    case (.role(let l), .role(let r)): l < r
    case (.shared(let l), .shared(let r)): l < r
    case (.role, .shared): true
    case (.shared, .role): false
    }
  }
}
