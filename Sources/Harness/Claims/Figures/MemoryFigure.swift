import ArchLab
import BenchmarkAnalysis

/// One architecture's memory against its own toolkit's floor's, for one scenario and size (Q2).
public struct MemoryFigure: Sendable, Equatable {
  /// The architecture.
  public var architecture: Architecture
  /// The scenario.
  public var scenario: Scenario
  /// The size.
  public var n: Int
  /// Its malloc count ÷ the floor's (medians of the memory pass), or `nil` when not counted.
  public var mallocRatio: Double?
  /// Its peak resident memory ÷ the floor's, or `nil` when not read.
  public var peakRatio: Double?

  /// Creates a figure.
  public init(
    architecture: Architecture, scenario: Scenario, n: Int, mallocRatio: Double?, peakRatio: Double?
  ) {
    self.architecture = architecture
    self.scenario = scenario
    self.n = n
    self.mallocRatio = mallocRatio
    self.peakRatio = peakRatio
  }
}
