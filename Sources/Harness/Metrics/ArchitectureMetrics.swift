import Analysis
import ArchLab
import TestRuns

/// Everything measured for one architecture.
public struct ArchitectureMetrics: Codable, Sendable {
  /// The architecture (written as its raw value, `mvc`).
  public var architecture: Architecture
  /// Size, complexity, coupling and unit-test size.
  public var size: ModuleSize
  /// Coverage by the module's own unit tests alone (`nil` if not measured).
  public var unitCoverage: ModuleCoverage?
  /// Coverage by the acceptance suite alone (`nil` if not measured).
  public var acceptanceCoverage: ModuleCoverage?
  /// How its unit tests express the case book (`nil` if the unit tests did not run).
  public var caseBook: CaseBookFigures?
  /// Mutation scores of its unit tests and of the acceptance suite (`nil` if not measured).
  public var mutation: MutationFigures?
  /// What the memory check found of its screens once dismissed (`nil` if not measured).
  public var leaks: LeakMetrics?

  /// Creates an architecture's metrics.
  public init(
    architecture: Architecture, size: ModuleSize, unitCoverage: ModuleCoverage? = nil,
    acceptanceCoverage: ModuleCoverage? = nil, caseBook: CaseBookFigures? = nil,
    mutation: MutationFigures? = nil, leaks: LeakMetrics? = nil
  ) {
    self.architecture = architecture
    self.size = size
    self.unitCoverage = unitCoverage
    self.acceptanceCoverage = acceptanceCoverage
    self.caseBook = caseBook
    self.mutation = mutation
    self.leaks = leaks
  }
}
