import ArchLab
import Foundation

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
  /// Where progress lines go.
  public var log: @Sendable (String) -> Void

  /// Creates a pipeline.
  public init(
    root: URL, output: URL, skipBenchmarks: Bool, skipCoverage: Bool = false,
    log: @escaping @Sendable (String) -> Void
  ) {
    self.root = root
    self.output = output
    self.skipBenchmarks = skipBenchmarks
    self.skipCoverage = skipCoverage
    self.log = log
  }

  /// Runs every step and writes the report; returns the metrics written.
  public func run() throws -> Metrics {
    var timings: [StepTiming] = []
    func step<T>(_ name: String, _ body: () throws -> T) throws -> T {
      log("→ \(name)…")
      let start = ContinuousClock.now
      let value = try body()
      let seconds = Self.seconds(ContinuousClock.now - start)
      timings.append(StepTiming(step: name, seconds: seconds))
      log("  done in \(String(format: "%.1f", seconds)) s")
      return value
    }

    let modules = Architecture.allCases.map(\.displayName)
    let analyzer = WorkspaceAnalyzer(root: root)
    let sizes = try step("Size, complexity and coupling (swift-syntax parse)") {
      try analyzer.measure(modules: modules)
    }
    let acceptance = try step("Acceptance suite size") {
      let files = try analyzer.analyze(folder: "Tests/AcceptanceTests")
      return TestFigures(
        tests: files.reduce(0) { $0 + $1.testCount }, files: files.count,
        lines: files.reduce(LineCounts()) { $0 + $1.lines })
    }
    var unit: [String: CoverageFigures]?
    var accepted: [String: CoverageFigures]?
    if !skipCoverage {
      let runner = CoverageRunner(root: root, scratch: root.appendingPathComponent(".build/coverage"))
      let log = self.log
      unit = try step("Unit tests of the four modules, with coverage") {
        let outcome = try runner.run(filter: modules.map { "\($0)Tests\\." }.joined(separator: "|"), log: log)
        log("  \(outcome.testsRun) tests passed")
        return outcome.files
      }
      accepted = try step("Acceptance suite, with coverage") {
        let outcome = try runner.run(filter: "AcceptanceTests\\.", log: log)
        log("  \(outcome.testsRun) tests passed")
        return outcome.files
      }
    }
    var reliability: [ReliabilityResult]?
    if !skipCoverage
      && FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/ReliabilityTests").path)
    {
      let runner = CoverageRunner(root: root, scratch: root.appendingPathComponent(".build/coverage"))
      let log = self.log
      reliability = try step(
        "Reliability checks (crashes, concurrent writers, damaged files, hostile input, memory)"
      ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          "archlab-reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runner.run(
          filter: "ReliabilityTests\\.", environment: ["ARCHLAB_RELIABILITY_OUT": folder.path], log: log)
        log("  \(outcome.testsRun) tests passed")
        return try ReliabilityResult.read(folder: folder)
      }
    }
    var benchmarks: [BenchmarkResult]?
    if !skipBenchmarks {
      benchmarks = try step("Benchmarks (Benchmarks/run.sh, release build)") { try runBenchmarks() }
    }
    var costOfChange: [ExerciseCost]?
    if FileManager.default.fileExists(atPath: root.appendingPathComponent("Workshop/Exercises").path) {
      costOfChange = try step("Cost of change (the workshop exercises' reference solutions)") {
        try ExerciseCost.measure(ExerciseCatalog(root: root), root: root)
      }
    }
    let architectures = zip(Architecture.allCases, sizes).map { architecture, size in
      ArchitectureMetrics(
        architecture: architecture.rawValue, size: size,
        unitCoverage: unit.map { CoverageReader.module(size, files: $0) },
        acceptanceCoverage: accepted.map { CoverageReader.module(size, files: $0) })
    }
    var metrics = Metrics(
      provenance: provenance(), architectures: architectures, acceptanceSuite: acceptance,
      benchmarks: benchmarks,
      reliability: reliability, costOfChange: costOfChange,
      claims: ClaimEvaluator.evaluate(architectures, benchmarks: benchmarks), timings: [])
    try step("Writing the report") {
      metrics.timings = timings
      try write(metrics)
    }
    return metrics
  }

  /// A duration in seconds.
  public static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private func runBenchmarks() throws -> [BenchmarkResult] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archlab-benchmarks-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let log = self.log
    let result = try Shell.run(["bash", "Benchmarks/run.sh", file.path], in: root) { text in
      for line in text.split(separator: "\n") { log("  " + line) }
    }
    guard result.status == 0 else {
      throw HarnessError.tool("the benchmarks failed (exit \(result.status)); see above")
    }
    do {
      return try JSONDecoder().decode([BenchmarkResult].self, from: Data(contentsOf: file))
    } catch {
      throw HarnessError.file("cannot read the benchmark results: \(error)")
    }
  }

  private func provenance() -> Provenance {
    let commit = Shell.firstLine(["git", "rev-parse", "--short=12", "HEAD"], in: root) ?? "unknown"
    let dirty =
      (try? Shell.run(
        ["git", "status", "--porcelain", "--", "Sources", "Tests", "Benchmarks", "Package.swift"], in: root))
      .map { !$0.output.isEmpty } ?? false
    return Provenance(
      date: ISO8601DateFormatter().string(from: Date()), commit: commit + (dirty ? "-dirty" : ""),
      toolchain: Toolchain.swiftVersion(), cores: ProcessInfo.processInfo.activeProcessorCount,
      memoryBytes: ProcessInfo.processInfo.physicalMemory,
      system: ProcessInfo.processInfo.operatingSystemVersionString)
  }

  /// Writes everything into a sibling folder, then swaps it in place of the output.
  func write(_ metrics: Metrics) throws {
    let manager = FileManager.default
    let parent = output.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(".\(output.lastPathComponent).new-\(UUID().uuidString)")
    do {
      try manager.createDirectory(
        at: staging.appendingPathComponent("charts"), withIntermediateDirectories: true)
      let document = ReportBuilder.build(metrics)
      try Data(document.markdown.utf8).write(to: staging.appendingPathComponent("README.md"))
      try Data(document.html.utf8).write(to: staging.appendingPathComponent("index.html"))
      for chart in document.charts {
        try Data(chart.svg.utf8).write(to: staging.appendingPathComponent("charts/\(chart.name)"))
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try encoder.encode(metrics).write(to: staging.appendingPathComponent("metrics.json"))
      if manager.fileExists(atPath: output.path) {
        let previous = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(UUID().uuidString)")
        try manager.moveItem(at: output, to: previous)
        do {
          try manager.moveItem(at: staging, to: output)
        } catch {
          try? manager.moveItem(at: previous, to: output)
          throw error
        }
        try? manager.removeItem(at: previous)
      } else {
        try manager.moveItem(at: staging, to: output)
      }
    } catch {
      try? manager.removeItem(at: staging)
      throw HarnessError.file("cannot write the report to \(output.path): \(error.localizedDescription)")
    }
  }
}
