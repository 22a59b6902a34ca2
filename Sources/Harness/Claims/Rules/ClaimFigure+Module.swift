import Analysis
import ArchLab
import HarnessSupport

extension ClaimFigure {
  /// A figure of one architecture's module: `missing` names it when this run did not measure it.
  static func module(
    _ architecture: Architecture, _ name: String, missing: String, unit: FigureUnit,
    _ read: @escaping @Sendable (ModuleFigures) -> Measured?
  ) -> ClaimFigure {
    let label = architecture.displayName
    return ClaimFigure("\(label) \(name)", unit: unit) { figures in
      guard let module = figures[architecture] else { return .missing(["\(label) (not in this run)"]) }
      return read(module) ?? .missing(["\(label) \(missing)"])
    }
  }

  /// Code lines of the module.
  static func codeLines(_ a: Architecture) -> ClaimFigure {
    module(a, "code lines", missing: "size", unit: .count) { $0.codeLines.map { .value(Double($0)) } }
  }

  /// Swift files of the module.
  static func files(_ a: Architecture) -> ClaimFigure {
    module(a, "files", missing: "size", unit: .count) { $0.files.map { .value(Double($0)) } }
  }

  /// Types plus protocols of the module.
  static func typesAndProtocols(_ a: Architecture) -> ClaimFigure {
    module(a, "types + protocols", missing: "size", unit: .count) {
      $0.typesAndProtocols.map { .value(Double($0)) }
    }
  }

  /// Code lines of `roles` together (a role the module lacks holds 0).
  static func roleLines(_ a: Architecture, _ roles: [Role], named name: String? = nil) -> ClaimFigure {
    let title = name ?? Prose.list(roles.map(\.title)) + " code lines"
    return module(a, title, missing: "code lines per role", unit: .count) { module in
      if let absent = module.absent(roles) { return absent }
      return module.roleCodeLines.map { lines in .value(Double(roles.reduce(0) { $0 + (lines[$1] ?? 0) })) }
    }
  }

  /// The share of the module's code lines held by `role`, in percent.
  static func roleShare(_ a: Architecture, _ role: Role) -> ClaimFigure {
    module(a, "\(role.title) share of code lines", missing: "code lines per role", unit: .percent) { module in
      if let absent = module.absent([role]) { return absent }
      guard let lines = module.roleCodeLines, let total = module.codeLines else { return nil }
      guard total > 0 else { return .undefined("the module has no code line") }
      return .value(100 * Double(lines[role] ?? 0) / Double(total))
    }
  }

  /// The share held by the largest of the module's roles, among every role but boundary protocol, data type and other (C12).
  static func largestRoleShare(_ a: Architecture) -> ClaimFigure {
    module(
      a, "largest role's share of code lines (boundary protocol, framework stand-in and other left out)",
      missing: "code lines per role", unit: .percent
    ) { module in
      guard let lines = module.roleCodeLines else { return nil }
      let left: [Role] =
        module.standInsCounted ? [.boundary, .data, .other] : [.boundary, .data, .other, .frameworkStandIn]
      let counted = lines.filter { !left.contains($0.key) }.values
      let total = counted.reduce(0, +)
      guard total > 0 else { return .undefined("no code line in a counted role") }
      return .value(100 * Double(counted.max() ?? 0) / Double(total))
    }
  }

  /// Code lines of the module's largest type.
  static func largestTypeLines(_ a: Architecture) -> ClaimFigure {
    module(a, "largest type's code lines", missing: "size (largest type)", unit: .count) {
      $0.largestType.map { .value(Double($0.codeLines)) }
    }
  }

  /// Mean cyclomatic complexity per function.
  static func meanComplexity(_ a: Architecture) -> ClaimFigure {
    module(a, "mean complexity", missing: "complexity", unit: .mean) { $0.meanComplexity.map { .value($0) } }
  }

  /// 90th-percentile cyclomatic complexity per function.
  static func p90Complexity(_ a: Architecture) -> ClaimFigure {
    module(a, "90th-percentile complexity", missing: "complexity", unit: .count) {
      $0.p90Complexity.map { .value(Double($0)) }
    }
  }
}
