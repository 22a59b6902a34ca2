/// Everything measured on one module's source (and its own unit tests).
public struct ModuleSize: Codable, Sendable, Equatable {
  /// The module (target) name, `MVC` … `VIPER`.
  public var module: String
  /// Totals for the module.
  public var total: SizeFigures
  /// Figures per role, for the whole module.
  public var roles: [Role: SizeFigures]
  /// Figures per feature folder and role.
  public var features: [FeatureFolder: [Role: SizeFigures]]
  /// Complexity.
  public var complexity: ComplexitySummary
  /// For each role, the number of distinct types of each other role and of each
  /// shared target it refers to.
  public var coupling: [Role: [CouplingTarget: Int]]
  /// The module's own unit tests: `@Test` functions, files, lines.
  public var unitTests: TestFigures
  /// Every file measured.
  public var files: [FileMetrics]
  /// The types whose role from structure (what the figures use) is not the one their name
  /// alone gives, largest first; `nil` when measured before roles came from structure.
  public var roleMoves: [RoleMove]?

  /// The role of each type and protocol declared in the module, by name (the first
  /// declaration of a name wins): what its mutants are tallied under.
  public var typeRoles: [String: Role] {
    var roles: [String: Role] = [:]
    for file in files {
      for type in file.types + file.protocols where roles[type.name] == nil { roles[type.name] = type.role }
    }
    return roles
  }
}
