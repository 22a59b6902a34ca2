import Analysis
import ArchLab

extension ClaimFigure {
  /// A module's connection count (C14): over every row of its coupling figure, the
  /// distinct types of other roles referred to (boundary protocol and other included,
  /// shared targets left out).
  static func connections(_ a: Architecture) -> ClaimFigure {
    module(a, "connections between roles", missing: "coupling", unit: .count) { module in
      module.coupling.map { rows in
        .value(
          Double(
            rows.reduce(0) { sum, row in
              sum + row.value.reduce(0) { $0 + (Self.isOtherRole($1.key, than: row.key) ? $1.value : 0) }
            }))
      }
    }
  }

  /// Whether `target` is a role other than `row`; data types and `other`, neither a part of
  /// the architecture, count as one (a data type referring to a helper connects no roles).
  static func isOtherRole(_ target: CouplingTarget, than row: Role) -> Bool {
    func part(_ role: Role) -> Role { role == .data ? .other : role }
    return if case .role(let role) = target { part(role) != part(row) } else { false }
  }

  /// The roles of C33's share: every role but the assembly roles (builder, wireframe), boundary protocol and other.
  static let abstractionRows = Role.allCases.filter {
    ![.builder, .wireframe, .boundary, .data, .other].contains($0)
  }

  /// The behavioural roles: every role but boundary protocol, data type and other.
  static let behaviouralRoles = Role.allCases.filter { ![.boundary, .data, .other].contains($0) }

  /// C33's share P ÷ (P + C), in percent: over the rows of ``abstractionRows``, P sums the
  /// distinct boundary-protocol types referred to, C the distinct types of behavioural roles.
  static func abstractionShare(_ a: Architecture) -> ClaimFigure {
    module(a, "share of references that go to protocols", missing: "coupling", unit: .percent) { module in
      guard let rows = module.coupling else { return nil }
      let counted = abstractionRows.compactMap { rows[$0] }
      let p = counted.reduce(0) { $0 + ($1[.role(.boundary)] ?? 0) }
      let c = counted.reduce(0) { sum, row in
        sum + behaviouralRoles.reduce(0) { $0 + (row[.role($1)] ?? 0) }
      }
      return p + c == 0
        ? .undefined("no reference to a protocol or a behavioural role")
        : .value(
          100 * Double(p) / Double(p + c))
    }
  }
}
