import Analysis

/// Coverage of one module by one test run, in total and per role.
public struct ModuleCoverage: Codable, Sendable, Equatable {
  /// The whole module.
  public var total: CoverageFigures
  /// Per role (a file counts for its main role).
  public var roles: [Role: CoverageFigures]

  /// Creates a module's coverage.
  public init(total: CoverageFigures, roles: [Role: CoverageFigures]) {
    self.total = total
    self.roles = roles
  }
}
