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

  /// Creates an architecture's metrics.
  public init(
    architecture: Architecture, size: ModuleSize, unitCoverage: ModuleCoverage? = nil,
    acceptanceCoverage: ModuleCoverage? = nil
  ) {
    self.architecture = architecture
    self.size = size
    self.unitCoverage = unitCoverage
    self.acceptanceCoverage = acceptanceCoverage
  }
}
