import Foundation
import Testing

@testable import Harness

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Report writing")
struct ReportTests {
  /// Metrics for the fixture module under the four architecture names, with some coverage and benchmarks.
  func metrics(codeLinesBonus: Int = 0) throws -> Metrics {
    var analyzer = WorkspaceAnalyzer(root: FixtureTests.root)
    analyzer.sharedTargets = ["ScreenKit"]
    var size = try #require(try analyzer.measure(modules: ["Demo"]).first)
    size.total.lines.code += codeLinesBonus
    let coverage = ModuleCoverage(
      total: CoverageFigures(coveredLines: 30, lines: 40, coveredFunctions: 5, functions: 6),
      roles: [.presenter: CoverageFigures(coveredLines: 10, lines: 10, coveredFunctions: 2, functions: 2)])
    let architectures = ["mvc", "mvp", "mvvm", "viper"].map {
      ArchitectureMetrics(architecture: $0, size: size, unitCoverage: coverage, acceptanceCoverage: coverage)
    }
    let benchmarks = ["floor", "mvc", "mvp", "mvvm", "viper"].flatMap { variant in
      [100, 1000].map { n in
        BenchmarkResult(
          variant: variant, scenario: "openContacts", n: n, iterations: 5,
          wallClockMedianNs: Double(n) * (variant == "floor" ? 1000 : 1500), wallClockP90Ns: Double(n) * 2000,
          mallocCountMedian: 10, peakMemoryResidentBytes: 1_000_000)
      }
    }
    return Metrics(
      provenance: Provenance(
        date: "2026-01-01T00:00:00Z", commit: "abc", toolchain: "Swift 6.3.1", cores: 2, memoryBytes: 1 << 34,
        system: "Linux"),
      architectures: architectures,
      acceptanceSuite: TestFigures(tests: 3, files: 1, lines: LineCounts(code: 10)),
      benchmarks: benchmarks,
      reliability: [
        ReliabilityResult(check: "crash safety", tried: 5, passed: 5, detail: "rows lost: 0", figures: [:])
      ],
      claims: ClaimEvaluator.evaluate(architectures, benchmarks: benchmarks),
      timings: [StepTiming(step: "Size", seconds: 0.5)])
  }

  @Test("The Markdown and the HTML carry the same sections, and the HTML needs no network")
  func sections() throws {
    let document = ReportBuilder.build(try metrics())
    for heading in [
      "Summary", "Lines of code per role", "Complexity", "Tests and coverage", "Runtime and memory",
      "Reliability", "Coupling", "claims",
    ] {
      #expect(document.markdown.contains(heading))
      #expect(document.html.contains(heading))
    }
    let html = document.html
    #expect(!html.contains("src=\"http"))
    #expect(!html.contains("href=\"http"))
    #expect(html.contains("<svg"))
    #expect(html.contains("name=\"viewport\""))
    #expect(document.markdown.contains("![Code lines per role](charts/lines-by-role.svg)"))
  }

  @Test("The cost of change has a row per exercise and architecture, two charts, and names the fewest roles")
  func costOfChange() throws {
    var metrics = try metrics()
    #expect(ReportBuilder.build(metrics).markdown.contains("No workshop exercises were found"))
    func change(_ roles: [Role], lines: Int) -> ChangeSize {
      var change = ChangeSize()
      change.roles = roles
      change.linesAdded = lines
      change.files = ["Sources/X/A.swift"]
      return change
    }
    var shared = ChangeSize()
    shared.sharedTargets = ["Storage"]
    metrics.costOfChange = [
      ExerciseCost(
        exercise: "01-delete", heading: "01 · Delete", shared: shared,
        solutions: [
          .init(architecture: "mvc", change: change([.viewController], lines: 10)),
          .init(architecture: "mvp", change: change([.view, .presenter], lines: 20)),
          .init(architecture: "mvvm", change: change([.viewModel, .viewController], lines: 15)),
          .init(architecture: "viper", change: change([.view, .presenter, .interactor], lines: 40)),
        ])
    ]
    let document = ReportBuilder.build(metrics)
    #expect(document.markdown.contains("| 01 · Delete | MVC ◆ | 1 | 1 (view controller) | +10 / −0 |"))
    #expect(document.markdown.contains("|  | VIPER | 1 | 3 (view, presenter, interactor) | +40 / −0 |"))
    #expect(document.markdown.contains("The change stayed inside the fewest roles in **MVC**"))
    #expect(document.markdown.contains("01 · Delete: Storage"))
    #expect(document.charts.map(\.name).contains("cost-of-change-roles.svg"))
    #expect(document.html.contains("Cost of change"))
  }

  @Test("Every chart is valid SVG, and the same figures give the same bytes")
  func charts() throws {
    let first = ReportBuilder.build(try metrics()).charts
    let second = ReportBuilder.build(try metrics()).charts
    #expect(first.map(\.name) == second.map(\.name))
    #expect(first.map(\.svg) == second.map(\.svg))
    #expect(first.map(\.name).contains("runtime-openContacts.svg"))
    for chart in first {
      let parser = XMLParser(data: Data(chart.svg.utf8))
      #expect(parser.parse(), "\(chart.name) is not well-formed XML")
    }
  }

  @Test("Overhead is the ratio of medians to the floor, growth the log-log slope")
  func benchmarkFigures() throws {
    let results = try metrics().benchmarks ?? []
    #expect(BenchmarkAnalysis.overhead(results, variant: "mvc", scenario: "openContacts", n: 1000) == 1.5)
    let slope = try #require(BenchmarkAnalysis.growth(results, variant: "viper", scenario: "openContacts"))
    #expect(abs(slope - 1) < 1e-9)
    #expect(BenchmarkAnalysis.overhead(results, variant: "mvc", scenario: "addItem", n: 1000) == nil)
  }

  @Test("Comparing two runs lists what changed, and nothing when nothing did")
  func compare() throws {
    let old = try metrics()
    #expect(MetricsComparison.changes(from: old, to: old).isEmpty)
    let new = try metrics(codeLinesBonus: 7)
    let changes = MetricsComparison.changes(from: old, to: new)
    #expect(changes.contains("MVC code lines: 48 → 55 (+7)"))
  }

  @Test("Writing replaces the output folder whole, and metrics.json reads back")
  func writing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archlab-report-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Reports")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try Data("stale".utf8).write(to: output.appendingPathComponent("stale.txt"))
    let pipeline = ReportPipeline(root: FixtureTests.root, output: output, skipBenchmarks: true) { _ in }
    try pipeline.write(try metrics())
    let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    #expect(names == ["README.md", "charts", "index.html", "metrics.json"])
    let decoded = try JSONDecoder().decode(
      Metrics.self, from: Data(contentsOf: output.appendingPathComponent("metrics.json")))
    #expect(decoded.schemaVersion == Metrics.currentSchemaVersion)
    #expect(decoded.architectures.map(\.architecture) == ["mvc", "mvp", "mvvm", "viper"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Reports"],
      "no staging folder left behind")
  }

  @Test("A failing test's name is read from the runner's output")
  func failingNames() {
    #expect(
      CoverageRunner.failingTestName(#"✘ Test "Sorting works" failed after 0.1 seconds with 1 issue."#)
        == "Sorting works")
    #expect(CoverageRunner.failingTestName("✘ Test sorting() failed after 0.1 seconds.") == "sorting()")
    #expect(
      CoverageRunner.failingTestName("✘ Test run with 3 tests failed after 1 seconds with 1 issue.") == nil)
    #expect(CoverageRunner.testCount("✔ Test run with 42 tests in 3 suites passed after 1 seconds.") == 42)
  }

  @Test("Coverage is read from llvm-cov's export, without .build and Tests files")
  func coverageExport() throws {
    let json = """
      {"data":[{"files":[
        {"filename":"/w/Sources/MVC/A.swift","summary":{"lines":{"count":10,"covered":7},"functions":{"count":2,"covered":1}}},
        {"filename":"/w/Tests/MVCTests/T.swift","summary":{"lines":{"count":5,"covered":5},"functions":{"count":1,"covered":1}}},
        {"filename":"/w/.build/checkouts/x.swift","summary":{"lines":{"count":5,"covered":5},"functions":{"count":1,"covered":1}}},
        {"filename":"/elsewhere/B.swift","summary":{"lines":{"count":5,"covered":5},"functions":{"count":1,"covered":1}}}
      ]}]}
      """
    let files = try CoverageReader.files(fromExport: Data(json.utf8), root: URL(fileURLWithPath: "/w"))
    #expect(
      files == [
        "Sources/MVC/A.swift": CoverageFigures(coveredLines: 7, lines: 10, coveredFunctions: 1, functions: 2)
      ])
    #expect(files["Sources/MVC/A.swift"]?.linePercent == 70)
  }
}
