import Foundation

/// Every figure of a report, as written to `metrics.json`.
public struct Metrics: Codable, Sendable {
  /// The version of this format; bumped when a field changes meaning.
  public static let currentSchemaVersion = 1

  /// The format version.
  public var schemaVersion = Metrics.currentSchemaVersion
  /// Where and when the figures were measured.
  public var provenance: Provenance
  /// One entry per architecture, in `Architecture.allCases` order.
  public var architectures: [ArchitectureMetrics]
  /// The acceptance suite, shared by the four modules.
  public var acceptanceSuite: TestFigures
  /// Benchmark results, or `nil` when skipped.
  public var benchmarks: [BenchmarkResult]?
  /// The reliability checks and their results in this run, or `nil` when not run.
  public var reliability: [ReliabilityResult]?
  /// What each workshop exercise's reference solutions cost, or `nil` without a workshop.
  public var costOfChange: [ExerciseCost]? = nil
  /// What the figures say about the claims of the source articles.
  public var claims: [Claim]
  /// How long each step took, in seconds.
  public var timings: [StepTiming]
}

/// Where and when a report was measured.
public struct Provenance: Codable, Sendable {
  /// ISO 8601 date and time.
  public var date: String
  /// The git commit measured, with `-dirty` if the tree had changes.
  public var commit: String
  /// `swift --version`'s first line.
  public var toolchain: String
  /// Cores the machine has.
  public var cores: Int
  /// Memory, in bytes.
  public var memoryBytes: UInt64
  /// The operating system.
  public var system: String
}

/// Everything measured for one architecture.
public struct ArchitectureMetrics: Codable, Sendable {
  /// `mvc`, `mvp`, `mvvm` or `viper`.
  public var architecture: String
  /// Size, complexity, coupling and unit-test size.
  public var size: ModuleSize
  /// Coverage by the module's own unit tests alone (`nil` if not measured).
  public var unitCoverage: ModuleCoverage?
  /// Coverage by the acceptance suite alone (`nil` if not measured).
  public var acceptanceCoverage: ModuleCoverage?
}

/// A claim from the source articles, and what this run's figures say about it.
public struct Claim: Codable, Sendable, Equatable {
  /// The claim, as the articles make it.
  public var claim: String
  /// `supported`, `not supported` or `not measured`.
  public var verdict: String
  /// The figures behind the verdict, in a sentence.
  public var evidence: String
}

/// How long a step of the report took.
public struct StepTiming: Codable, Sendable, Equatable {
  /// The step.
  public var step: String
  /// Seconds.
  public var seconds: Double
}
