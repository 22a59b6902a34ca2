import Analysis
import ArchLab
import BenchmarkAnalysis
import Claims
import Foundation
import HarnessSupport
import Metrics
import TestRuns
import Tour
import Workshop

/// Makes the comparison report: measures, then writes `README.md`,
/// `index.html`, `metrics.json` and `charts/*.svg` into a fresh folder that
/// replaces the output folder only once everything succeeded.
public struct ReportPipeline: Sendable {
  /// The workspace root.
  public var root: URL
  /// Where the report goes.
  public var output: URL
  /// Whether to skip the benchmarks.
  public var skipBenchmarks: Bool
  /// Whether to skip the two coverage runs (for quick local iterations).
  public var skipCoverage: Bool
  /// Whether to run the benchmarks even when the output kept from an earlier run holds
  /// for their inputs now (``BenchmarkCache``).
  public var rerunBenchmarks = false
  /// Whether mutation testing runs, reuses its cached results, or is left out.
  public var mutation: MutationMode
  /// Whether the growth series' steps are proven, their recorded proofs reused, or the series left out.
  public var growth: GrowthMode
  /// Where progress lines go.
  public var log: @Sendable (String) -> Void
  /// The `archlab` executable the reliability checks run (the one making this report), or
  /// `nil`: the checks that need it are then recorded as skipped.
  public var archlabBinary: URL?

  /// Creates a pipeline.
  public init(
    root: URL, output: URL, skipBenchmarks: Bool, rerunBenchmarks: Bool = false, skipCoverage: Bool = false,
    mutation: MutationMode = .reuseFresh, growth: GrowthMode = .reuseFresh, archlabBinary: URL? = nil,
    log: @escaping @Sendable (String) -> Void
  ) {
    self.archlabBinary = archlabBinary
    self.root = root
    self.output = output
    self.skipBenchmarks = skipBenchmarks
    self.rerunBenchmarks = rerunBenchmarks
    self.skipCoverage = skipCoverage
    self.mutation = mutation
    self.growth = growth
    self.log = log
  }

  /// Runs every step and writes the report; returns the metrics written: each architecture's
  /// figures first, then every registered measurement (``Measurement/all``), then the claims.
  public func run() async throws -> Metrics {
    let claims = try workspaceClaims()
    var steps = Steps(log: log)
    let analyzer = WorkspaceAnalyzer(root: root)
    let sizes = try await steps.run("Size, complexity and coupling (swift-syntax parse)") {
      try analyzer.measure(modules: Architecture.allCases.map(\.moduleName))
    }
    let acceptance = try await steps.run("Acceptance suite size") {
      try analyzer.measureTests(folder: "Tests/AcceptanceTests")
    }
    let coverage = try skipCoverage ? nil : await measureCoverage(&steps)
    var caseBooks: [Architecture: CaseBookFigures]?
    if let coverage {
      caseBooks = try await measureCaseBooks(
        &steps, unit: coverage.unitRun, acceptance: coverage.acceptanceRun)
    }
    let mutation = try await measureMutation(
      &steps, roles: Dictionary(uniqueKeysWithValues: sizes.map { ($0.module, $0.typeRoles) }))
    let reliability = try skipCoverage ? nil : await measureReliability(&steps)
    let architectures = try zip(Architecture.allCases, sizes).map { architecture, size in
      ArchitectureMetrics(
        architecture: architecture, size: size,
        unitCoverage: try coverage.map { try CoverageReader.module(size, files: $0.unit) },
        acceptanceCoverage: try coverage.map { try CoverageReader.module(size, files: $0.acceptance) },
        caseBook: caseBooks?[architecture], mutation: mutation?[architecture],
        leaks: LeakMetrics(architecture, memory: reliability?.first { $0.check == "memory" }))
    }
    var run = MeasurementRun(
      steps: steps, cache: ReportCache(root: root, executable: archlabBinary),
      metrics: Metrics(
        provenance: await provenance(), architectures: architectures, acceptanceSuite: acceptance,
        benchmarks: nil,
        reliability: reliability, claims: [], timings: []))
    for measurement in Measurement.all { try await measurement.measure(self, &run) }
    let pages = run.tour.map { Self.tour($0, with: run.metrics.grownApp?.figures) }
    let metrics = try await judged(run.metrics, timings: run.steps.timings, claims: claims)
    try await run.steps.run("Writing the report") { try await write(metrics, tour: pages) }
    return metrics
  }

  /// `measured` with this run's provenance, the rules' provenance, the claims' and the
  /// questions' verdicts (the words of `claims`, this workspace's `Docs/Claims.md` by
  /// default) and the steps' `timings`, without the grown app's tour pages (written to
  /// `tour/`, not to `metrics.json`).
  func judged(_ measured: Metrics, timings: [StepTiming], claims: CatalogueContents? = nil) async throws
    -> Metrics
  {
    var metrics = measured
    metrics.provenance = await provenance()
    metrics.grownApp?.figures?.tourPages = [:]
    try await withClaims(claims) {
      metrics.ruleProvenance = await RuleProvenance.all(root: root)
      metrics.claims = ClaimCatalogue.evaluate(ClaimFigures(metrics: metrics)).map(Claim.init)
      metrics.questions = ClaimCatalogue.judgedQuestions(ClaimFigures(metrics: metrics))
    }
    metrics.timings = timings
    return metrics
  }

  /// Today's tour with the grown app's pages beside it, and one index for both.
  static func tour(_ today: TourOutcome, with grown: GrownAppFigures?) -> TourOutcome {
    guard let grown else { return today }
    var outcome = today
    outcome.pages.merge(grown.tourPages) { kept, _ in kept }
    outcome.pages["index.html"] = TourIndexPage.html(figures: today.figures + grown.tour)
    return outcome
  }

  /// Coverage per file by the modules' unit tests, then by the acceptance suite.
  private func measureCoverage(_ steps: inout Steps) async throws -> (
    unit: [String: CoverageFigures], acceptance: [String: CoverageFigures], unitRun: TestRun,
    acceptanceRun: TestRun
  ) {
    let package = try await InstrumentedBuild.package(root: root)
    let runner = CoverageRunner(root: package.root, scratch: package.root.appending(path: ".build"))
    let names = Prose.list(Architecture.allCases.map(\.displayName))
    let unitFilter = Architecture.allCases.map { "\($0.moduleName)Tests\\." }.joined(separator: "|")
    let progress = steps.progress
    let unit = try await steps.run("Unit tests of \(names), with coverage") {
      let outcome = try await runner.run(filter: unitFilter, log: log, echo: progress.note)
      log(Self.describe(outcome.run))
      return outcome
    }
    let acceptance = try await steps.run("Acceptance suite, with coverage") {
      let outcome = try await runner.run(filter: "AcceptanceTests\\.", log: log, echo: progress.note)
      log(Self.describe(outcome.run))
      return outcome
    }
    return (unit.files, acceptance.files, unit.run, acceptance.run)
  }

  /// The reliability checks' results, or `nil` without `Tests/ReliabilityTests`.
  private func measureReliability(_ steps: inout Steps) async throws -> [ReliabilityResult]? {
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/ReliabilityTests").path)
    else {
      return nil
    }
    let package = try await InstrumentedBuild.package(root: root)
    let progress = steps.progress
    return try await steps.run(
      "Reliability checks (crashes, concurrent writers, damaged files, hostile input, memory)"
    ) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "archlab-reliability-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      // The checks that run archlab run the one running this report: the scoped package has no archlab.
      var environment = ["ARCHLAB_RELIABILITY_OUT": folder.path]
      if let archlab = archlabBinary { environment["ARCHLAB_BINARY"] = archlab.path }
      let outcome = try await SwiftTestRunner(root: package.root).run(
        ["--enable-code-coverage", "--filter", "ReliabilityTests\\."], environment: environment,
        echo: progress.note)
      log(Self.describe(outcome.run))
      for failure in outcome.run.failureSummaries { log("  ✘ \(failure)") }
      let results = try ReliabilityResult.read(folder: folder)
      if results.isEmpty, !outcome.run.succeeded {
        throw HarnessError.testsFailed(
          outcome.run.failureSummaries + ["(no reliability results were written)"])
      }
      return results
    }
  }

  /// What each workshop exercise's reference solutions cost, or `nil` without a workshop.
  func measureCostOfChange(_ steps: inout Steps, cache: ReportCache) async throws -> [ExerciseCost]? {
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Workshop/Exercises").path)
    else {
      return nil
    }
    return try await steps.run("Cost of change (the workshop exercises' reference solutions)") {
      try await cache.value("cost-of-change", log: log) {
        try await ExerciseCost.measure(ExerciseCatalog(root: root), root: root)
      }
    }
  }

  /// `  312 tests passed, 2 skipped`.
  static func describe(_ run: TestRun) -> String {
    let skipped = run.skipped.count
    return "  \(run.passed.count) tests passed" + (skipped == 0 ? "" : ", \(skipped) skipped")
  }

  /// The benchmarks' figures: those kept in the output folder or in `Reports/` when their
  /// inputs are unchanged (``BenchmarkCache``; unless ``rerunBenchmarks``), else a new run, kept.
  func measureBenchmarks(_ steps: inout Steps) async throws -> (
    results: [BenchmarkResult], run: BenchmarkRun
  ) {
    let key = try await BenchmarkCache.key(root: root)
    let folders = [output, root.appending(path: "Reports")]
    if !rerunBenchmarks, let (entry, kept) = BenchmarkCache.reusable(key: key, in: folders) {
      return try await steps.run(
        "Benchmarks: reused, measured \(entry.measuredAt) at \(entry.commit) (their inputs are unchanged)"
      ) {
        var analysis = BenchmarkAnalysis.analyze(kept)
        analysis.run.reusedFrom = entry
        analysis.run.agreement = BenchmarkAgreement.load(root: root)
        return analysis
      }
    }
    let measured = try await steps.run(
      "Benchmarks (Benchmarks/run.sh, release build: paired rounds, then the memory pass)"
    ) {
      try await runBenchmarks()
    }
    let provenance = await provenance()
    let here = MachineIdentity.current()
    // The same inputs measured on another machine, read before this run's output replaces them.
    var betweenMachines: BetweenMachines?
    if let (earlier, kept) = BenchmarkCache.reusable(key: key, in: folders), let there = earlier.machine,
      there.id != here.id
    {
      betweenMachines = try? BetweenMachines(earlier: earlier, kept: kept, measured: measured, here: here)
    }
    let entry = BenchmarkCache.Entry(
      key: key, measuredAt: provenance.date, commit: provenance.commit, machine: here)
    do {
      try BenchmarkCache.keep(measured, entry: entry, in: output)
    } catch {
      log("  the benchmarks' output could not be kept for the next report: \(error)")
    }
    var analysis = BenchmarkAnalysis.analyze(measured)
    analysis.run.agreement = BenchmarkAgreement.load(root: root)
    analysis.run.betweenMachines = betweenMachines
    return analysis
  }

  /// Runs `Benchmarks/run.sh` and reads what it wrote: the rounds, the memory pass, the load.
  private func runBenchmarks() async throws -> BenchmarkOutput {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archlab-benchmarks-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let log = self.log
    // run.sh asks this archlab which benchmark processes to run next (`archlab benchmarks plan`).
    var environment = ProcessInfo.processInfo.environment
    if let archlabBinary { environment["ARCHLAB_BINARY"] = archlabBinary.path }
    let result = try await Shell.run(
      ["bash", "Benchmarks/run.sh", file.path], in: root, environment: environment
    ) {
      text in
      for line in text.split(separator: "\n") { log("  " + line) }
    }
    guard result.status == 0 else {
      throw HarnessError.tool("the benchmarks failed (exit \(result.status)); see above")
    }
    do {
      return try JSONDecoder().decode(BenchmarkOutput.self, from: Data(contentsOf: file))
    } catch {
      throw HarnessError.file("cannot read the benchmark results: \(error)")
    }
  }

  func provenance() async -> Provenance {
    let commit = await Shell.firstLine(["git", "rev-parse", "--short=12", "HEAD"], in: root) ?? "unknown"
    let dirty =
      (try? await Shell.run(
        ["git", "status", "--porcelain", "--", "Sources", "Tests", "Benchmarks", "Package.swift"], in: root))
      .map { !$0.standardOutput.isEmpty } ?? false
    return Provenance(
      date: ISO8601DateFormatter().string(from: Date()), commit: commit + (dirty ? "-dirty" : ""),
      toolchain: await Toolchain.swiftVersion(), cores: ProcessInfo.processInfo.activeProcessorCount,
      memoryBytes: ProcessInfo.processInfo.physicalMemory,
      system: ProcessInfo.processInfo.operatingSystemVersionString)
  }
}
