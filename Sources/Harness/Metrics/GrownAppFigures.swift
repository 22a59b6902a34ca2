import ArchLab
import Foundation
import HarnessSupport
import Mutation
import TestRuns
import Tour

/// The grown app (the last step of the growth series) measured as today's app is beyond
/// its sources: coverage by each module's unit tests and by the acceptance suite, and the
/// tour of the six actions the changes added. Kept in `Reports/growth/grown-app.json` with
/// the key of the files it was measured from (``key(_:inputs:)``), so that a report whose grown
/// app is unchanged reuses it, as the steps' proofs are; its mutation scores are kept
/// apart, in `Reports/growth/mutation/` (``GrownAppMetrics``).
public struct GrownAppFigures: Codable, Sendable {
  /// One architecture's coverage at the step.
  public struct Coverage: Codable, Sendable {
    /// The architecture.
    public var architecture: Architecture
    /// Coverage of its module by its own unit tests alone.
    public var unit: ModuleCoverage
    /// Coverage of its module by the acceptance suite alone.
    public var acceptance: ModuleCoverage

    /// Creates an architecture's coverage.
    public init(architecture: Architecture, unit: ModuleCoverage, acceptance: ModuleCoverage) {
      self.architecture = architecture
      self.unit = unit
      self.acceptance = acceptance
    }
  }

  /// Raised when the way the grown app is measured changes, so that kept figures are measured
  /// again (3: the tour plays every step with one hash seed).
  public static let method = 3
  /// Where the figures are kept, relative to the report folder (and to the root, under `Reports/`).
  public static let fileName = "growth/grown-app.json"

  /// The kept file, under the figures' key.
  static let kept = KeptResult<GrownAppFigures>(fileName: fileName, key: \.key)

  /// The step measured (the series' last).
  public var step: Int
  /// The key of the files measured, the toolchain and ``method`` (``key(_:inputs:)``).
  public var key: String
  /// When it was measured (ISO 8601).
  public var measuredAt: String
  /// The commit of the workspace it was measured from.
  public var commit: String
  /// Each architecture's coverage, in `Architecture.allCases` order.
  public var coverage: [Coverage]
  /// The unit tests and the acceptance suite that ran with coverage: tests passed.
  public var testsPassed: Int
  /// The tour of the grown app's actions (``TourAction/grown``).
  public var tour: [TourFigures]
  /// The tour's pages of those actions, by file name inside `tour/` (empty in
  /// `metrics.json`, where the pages are not repeated).
  public var tourPages: [String: String]
  /// Whether these figures were read from a kept file rather than measured in this run
  /// (not written to the kept file).
  public var reused = false

  private enum CodingKeys: String, CodingKey {
    case step, key, measuredAt, commit, coverage, testsPassed, tour, tourPages
  }

  /// Creates the figures.
  public init(
    step: Int, key: String, measuredAt: String, commit: String, coverage: [Coverage], testsPassed: Int,
    tour: [TourFigures], tourPages: [String: String]
  ) {
    self.step = step
    self.key = key
    self.measuredAt = measuredAt
    self.commit = commit
    self.coverage = coverage
    self.testsPassed = testsPassed
    self.tour = tour
    self.tourPages = tourPages
  }

  /// `architecture`'s coverage.
  public func coverage(of architecture: Architecture) -> Coverage? {
    coverage.first { $0.architecture == architecture }
  }

  /// What the figures are measured from: the folders of the targets of the instrumented
  /// build (``InstrumentedBuild/tests`` and what they need: the app's targets, the test
  /// support, the tour's script, the unit, acceptance and tour tests) with `Examples/`, which
  /// the acceptance suite plays, and that build's manifest; and what measures them
  /// (``measuringFolders``), so that figures measured by an older classifier, coverage reader
  /// or tour are not reused. The rest of the harness, the command-line tool, the documents and
  /// any target none of those tests needs are not.
  public struct Inputs: Sendable {
    /// The folders, relative to the package root.
    public var folders: [String]
    /// The instrumented build's manifest (``ScopedPackage/manifestText(of:in:)``).
    public var manifest: String

    /// Creates the inputs.
    public init(folders: [String], manifest: String) {
      self.folders = folders
      self.manifest = manifest
    }

    /// The inputs of the package at `root`, from its manifest.
    public static func of(root: URL) async throws -> Inputs {
      let manifest = try await ScopedPackage.dumpedManifest(of: root)
      return Inputs(
        folders: try ScopedPackage.closure(of: InstrumentedBuild.tests, in: manifest).map {
          ScopedPackage.folder(of: $0)
        } + ["Examples"] + measuringFolders,
        manifest: try ScopedPackage.manifestText(of: InstrumentedBuild.tests, in: manifest))
    }

    /// The harness targets whose code makes the figures: the roles and sizes (`Analysis`),
    /// the coverage read from llvm-cov (`TestRuns`), the tour (`Tour`).
    public static let measuringFolders = [
      "Sources/Harness/Analysis", "Sources/Harness/TestRuns", "Sources/Harness/Tour",
    ]

    /// Whether `path` (relative to the package root) is in one of the folders.
    public func holds(_ path: String) -> Bool {
      folders.contains { path.hasPrefix($0 + "/") }
    }
  }

  /// The key of a step's `files` (path → bytes) for these figures: SHA-256 over those in the
  /// `inputs`' folders and, as `Package.swift`, their manifest, sorted by path, then the
  /// toolchain and ``method``.
  public static func key(_ files: [String: Data], inputs: Inputs) async -> String {
    var measured = files.filter { inputs.holds($0.key) }
    measured["Package.swift"] = Data(inputs.manifest.utf8)
    var fingerprint = InputFingerprint()
    fingerprint.add(measured)
    fingerprint.add(text: "\(await Toolchain.swiftVersion())\nmethod \(method)\n")
    return fingerprint.digest
  }

  /// The figures kept in the first of `folders` (report folders) holding some with `key`.
  public static func kept(key: String, in folders: [URL]) -> GrownAppFigures? {
    guard var figures = kept.load(key: key, from: folders) else { return nil }
    figures.reused = true
    return figures
  }

  /// Keeps the figures in `folder` (a report folder) for the next report.
  public func keep(in folder: URL) throws {
    try Self.kept.save(self, in: folder)
  }
}

/// The grown app in the report: the figures above, and each architecture's mutation
/// scores at the step when `Reports/growth/mutation/` holds results fresh for its files.
public struct GrownAppMetrics: Codable, Sendable {
  /// One architecture's mutation scores at the step.
  public struct MutationScores: Codable, Sendable {
    /// The architecture.
    public var architecture: Architecture
    /// Counts and scores per suite, as for today's app.
    public var summary: MutationSummary
    /// Seconds its mutant and baseline runs took, added over the processes.
    public var runSeconds: Double

    /// Creates an architecture's scores.
    public init(architecture: Architecture, summary: MutationSummary, runSeconds: Double) {
      self.architecture = architecture
      self.summary = summary
      self.runSeconds = runSeconds
    }
  }

  /// The step measured.
  public var step: Int
  /// Coverage and the tour (`nil` when neither was measured nor kept for the files now).
  public var figures: GrownAppFigures?
  /// Mutation scores of the architectures whose results are fresh for the step's files.
  public var mutation: [MutationScores]

  /// Creates the metrics.
  public init(step: Int, figures: GrownAppFigures?, mutation: [MutationScores]) {
    self.step = step
    self.figures = figures
    self.mutation = mutation
  }

  /// `architecture`'s mutation scores at the step, if fresh.
  public func mutation(of architecture: Architecture) -> MutationSummary? {
    mutation.first { $0.architecture == architecture }?.summary
  }
}
