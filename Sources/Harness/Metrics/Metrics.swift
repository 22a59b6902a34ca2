import Analysis
import BenchmarkAnalysis
import Claims
import Foundation
import Growth
import TestRuns
import Tour
import Workshop

/// Every figure of a report, as written to `metrics.json`.
public struct Metrics: Codable, Sendable {
  /// The version of this format; bumped when a field changes meaning or shape.
  ///
  /// 2: architectures, benchmark variants and scenarios, and claim verdicts are
  /// typed (`supported`, `contradicted`, `inconclusive`, `notMeasured`); the cost
  /// of change counts code, comment and blank lines apart.
  /// 3: each architecture's case book figures and mutation scores.
  /// 4: benchmarks measured in paired rounds: `benchmarkRun` holds the ratios
  /// to the floor with their intervals, the A/A bands, the growth slopes, the
  /// seeding race and the load average; mallocs and peak memory are optional.
  /// 5: `growth`, the growth series: every architecture at every step, each
  /// change's cost at its step, each step's proof; each architecture's `leaks`
  /// (objects of dismissed screens left alive, per screen).
  /// 6: `grownApp`, the grown app (the growth series' last step): each architecture's
  /// unit and acceptance coverage, the tour of the six actions the changes added, and
  /// the mutation scores fresh for its files.
  /// 7: a cell's rounds run in several processes: every ratio, band and the
  /// seeding race count their `processes`, and their intervals are two-level
  /// bootstraps; `benchmarkRun` holds the sampling `rule`, each cell's
  /// `sampling`, when and on which commit the benchmarks ran, whether they were
  /// `reused`, and the `agreement` of two runs (`Benchmarks/agreement.json`).
  public static let currentSchemaVersion = 8

  /// The format version.
  public var schemaVersion = Metrics.currentSchemaVersion
  /// Where and when the figures were measured.
  public var provenance: Provenance
  /// One entry per architecture, in `Architecture.allCases` order.
  public var architectures: [ArchitectureMetrics]
  /// The acceptance suite, shared by every architecture's module.
  public var acceptanceSuite: TestFigures
  /// Benchmark results, or `nil` when skipped.
  public var benchmarks: [BenchmarkResult]?
  /// How the benchmarks ran and their paired ratios, or `nil` when skipped.
  public var benchmarkRun: BenchmarkRun? = nil
  /// The reliability checks and their results in this run, or `nil` when not run.
  public var reliability: [ReliabilityResult]?
  /// What each workshop exercise's reference solutions cost, or `nil` without a workshop.
  public var costOfChange: [ExerciseCost]? = nil
  /// What following one tap asks a reader to read, per action and architecture, or `nil` when not run.
  public var tour: [TourFigures]? = nil
  /// The growth series, or `nil` without one (or when left out).
  public var growth: GrowthMeasurement? = nil
  /// The grown app beyond its sources: coverage, tour, mutation scores (`nil` without a series).
  public var grownApp: GrownAppMetrics? = nil
  /// For each claim, the commit that declared its rule and whether the figures it reads were
  /// in the committed report then, or `nil` when not read.
  public var ruleProvenance: [String: RuleProvenance]? = nil
  /// What the figures say about the claims of the source articles.
  public var claims: [Claim]
  /// ArchLab's own questions that are judged, on a statement of ArchLab's and never on an
  /// article's (Q9), recorded as the claims are; `nil` in reports made before they were.
  public var questions: [Claim]? = nil
  /// How long each step took, in seconds.
  public var timings: [StepTiming]

  /// Creates metrics.
  public init(
    provenance: Provenance, architectures: [ArchitectureMetrics], acceptanceSuite: TestFigures,
    benchmarks: [BenchmarkResult]?, benchmarkRun: BenchmarkRun? = nil, reliability: [ReliabilityResult]?,
    costOfChange: [ExerciseCost]? = nil, claims: [Claim], timings: [StepTiming]
  ) {
    self.provenance = provenance
    self.architectures = architectures
    self.acceptanceSuite = acceptanceSuite
    self.benchmarks = benchmarks
    self.benchmarkRun = benchmarkRun
    self.reliability = reliability
    self.costOfChange = costOfChange
    self.claims = claims
    self.timings = timings
  }
}
