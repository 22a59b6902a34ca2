import Analysis
import ArchLab
import Foundation
import HarnessSupport
import Testing
import Workshop

@testable import BenchmarkAnalysis
@testable import Claims
@testable import Metrics
@testable import Pipeline
@testable import Report
@testable import TestRuns

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension ReportDocument {
  /// Every HTML page of the report, one after the other: what a test reads when it does not
  /// care on which page a thing is.
  var allHTML: String { htmlPages.map(\.html).joined() }
}

@Suite("Report writing")
struct ReportTests {
  /// The fixture package of the analysis tests.
  static let fixture = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "AnalysisTests/Fixtures/Sample")

  /// Metrics for the fixture module under every architecture's name, with some coverage and benchmarks.
  func metrics(codeLinesBonus: Int = 0) throws -> Metrics {
    var analyzer = WorkspaceAnalyzer(root: Self.fixture)
    analyzer.sharedTargets = [.screenKit]
    var size = try #require(try analyzer.measure(modules: ["Demo"]).first)
    size.total.lines.code += codeLinesBonus
    let coverage = ModuleCoverage(
      total: CoverageFigures(coveredLines: 30, lines: 40, coveredFunctions: 5, functions: 6),
      roles: [.presenter: CoverageFigures(coveredLines: 10, lines: 10, coveredFunctions: 2, functions: 2)])
    let architectures = Architecture.allCases.map {
      ArchitectureMetrics(architecture: $0, size: size, unitCoverage: coverage, acceptanceCoverage: coverage)
    }
    let (benchmarks, benchmarkRun) = BenchmarkAnalysis.analyze(RuntimeReportTests.output())
    return Metrics(
      provenance: Provenance(
        date: "2026-01-01T00:00:00Z", commit: "abc", toolchain: "Swift 6.3.1", cores: 2, memoryBytes: 1 << 34,
        system: "Linux"),
      architectures: architectures,
      acceptanceSuite: TestFigures(tests: 3, files: 1, lines: LineCounts(code: 10)),
      benchmarks: benchmarks, benchmarkRun: benchmarkRun,
      reliability: [
        ReliabilityResult(check: "crash safety", tried: 5, passed: 5, detail: "rows lost: 0", figures: [:])
      ],
      claims: [],
      timings: [StepTiming(step: "Size", seconds: 0.5)])
  }

  @Test("The Markdown and the HTML carry the same sections, and the HTML needs no network")
  func sections() throws {
    let document = ReportPipeline.document(try metrics())
    for heading in [
      "headline figures", "Lines of code per role", "Complexity", "Tests and coverage", "Runtime and memory",
      "Reliability", "Coupling", "claims",
    ] {
      #expect(document.markdown.contains(heading))
      #expect(document.allHTML.contains(heading))
    }
    let html = document.allHTML
    #expect(!html.contains("src=\"http"))
    #expect(!html.contains("href=\"http"))
    #expect(html.contains("<svg"))
    #expect(html.contains("name=\"viewport\""))
    #expect(document.markdown.contains("![Code lines per role](charts/lines-by-role.svg)"))
  }

  @Test("The cost of change has a row per exercise and architecture, two charts, and names the fewest roles")
  func costOfChange() throws {
    var metrics = try metrics()
    #expect(ReportPipeline.document(metrics).markdown.contains("No workshop exercises were found"))
    func change(_ roles: [Role], lines: Int) -> ChangeSize {
      var change = ChangeSize()
      change.roles = roles
      change.linesAdded = LineCounts(code: lines, comment: 2, blank: 1)
      change.files = ["Sources/X/A.swift"]
      return change
    }
    var shared = ChangeSize()
    shared.sharedTargets = ["Storage"]
    metrics.costOfChange = [
      ExerciseCost(
        exercise: "01-delete", heading: "01 · Delete", shared: shared,
        solutions: [
          .init(architecture: .mvc, change: change([.viewController], lines: 10)),
          .init(architecture: .mvp, change: change([.view, .presenter], lines: 20)),
          .init(architecture: .mvvm, change: change([.viewModel, .viewController], lines: 15)),
          .init(architecture: .viper, change: change([.view, .presenter, .interactor], lines: 40)),
        ])
    ]
    let document = ReportPipeline.document(metrics)
    #expect(
      document.markdown.contains(
        "| 01 · Delete | MVC ◆ | 1 | 1 (view controller) | +10 / −0 | +2 / −0 | +1 / −0 |"))
    #expect(document.markdown.contains("|  | VIPER | 1 | 3 (view, presenter, interactor) | +40 / −0 |"))
    #expect(document.markdown.contains("The change stayed inside the fewest roles in **MVC**"))
    let unranked = Architecture.allCases.filter { ![.mvc, .mvp, .mvvm, .viper].contains($0) }
    if !unranked.isEmpty {
      #expect(
        document.markdown.contains(
          "Not ranked, for want of a reference solution to every exercise: \(Prose.list(unranked.map(\.displayName)))."
        ))
    }
    #expect(document.markdown.contains("01 · Delete: Storage"))
    #expect(document.charts.map(\.name).contains("cost-of-change-roles.svg"))
    #expect(document.allHTML.contains("Cost of change"))
  }

  @Test("Every chart is valid SVG, and the same figures give the same bytes")
  func charts() throws {
    let first = ReportPipeline.document(try metrics()).charts
    let second = ReportPipeline.document(try metrics()).charts
    #expect(first.map(\.name) == second.map(\.name))
    #expect(first.map(\.svg) == second.map(\.svg))
    #expect(first.map(\.name).contains("runtime-openContacts.svg"))
    #expect(first.map(\.name).contains("runtime-ratios-openContacts.svg"))
    for chart in first {
      let parser = XMLParser(data: Data(chart.svg.utf8))
      #expect(parser.parse(), "\(chart.name) is not well-formed XML")
    }
  }

  @Test("Overhead is the ratio of the paired rounds' medians to the floor's, growth the log-log slope")
  func benchmarkFigures() throws {
    let results = try metrics().benchmarks ?? []
    #expect(
      BenchmarkAnalysis.overhead(results, variant: .architecture(.mvc), scenario: .openContacts, n: 1000)
        == 1.5)
    let slope = try #require(
      BenchmarkAnalysis.growth(results, variant: .architecture(.viper), scenario: .openContacts))
    #expect(abs(slope - 1) < 1e-9)
    #expect(
      BenchmarkAnalysis.overhead(results, variant: .architecture(.mvc), scenario: .addItem, n: 1000) == nil)
  }

  @Test("Comparing two runs lists what changed, and nothing when nothing did")
  func compare() throws {
    let old = try metrics()
    #expect(MetricsComparison.changes(from: old, to: old).isEmpty)
    let new = try metrics(codeLinesBonus: 7)
    let changes = MetricsComparison.changes(from: old, to: new)
    #expect(changes.contains("MVC code lines: 48 → 55 (+7)"))
  }

  @Test(
    "Writing replaces the output folder whole but for archlab mutate's results and archlab corpus measure's figures, and metrics.json reads back"
  )
  func writing() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archlab-report-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Reports")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try Data("stale".utf8).write(to: output.appendingPathComponent("stale.txt"))
    let mutation = output.appendingPathComponent("mutation")
    try FileManager.default.createDirectory(at: mutation, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: mutation.appendingPathComponent("mvc.json"))
    let corpus = output.appendingPathComponent("corpus")
    try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: corpus.appendingPathComponent("o+n.json"))
    let pipeline = ReportPipeline(root: Self.fixture, output: output, skipBenchmarks: true) { _ in }
    try await pipeline.write(try metrics())
    let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    #expect(
      names == [
        "README.md", "charts", "corpus", "details.html", "index.html", "metrics.json", "mutation",
        "tradeoffs.csv",
      ])
    #expect(try Data(contentsOf: mutation.appendingPathComponent("mvc.json")) == Data("{}".utf8))
    #expect(
      try Data(contentsOf: corpus.appendingPathComponent("o+n.json")) == Data("{}".utf8),
      "corpus measure's figures")
    let decoded = try JSONDecoder().decode(
      Metrics.self, from: Data(contentsOf: output.appendingPathComponent("metrics.json")))
    #expect(decoded.schemaVersion == Metrics.currentSchemaVersion)
    #expect(decoded.architectures.map(\.architecture) == Architecture.allCases)
    let json = try String(contentsOf: output.appendingPathComponent("metrics.json"), encoding: .utf8)
    #expect(json.contains(#""architecture" : "mvc""#), "architectures are written as their raw values")
    #expect(json.contains(#""variant" : "floor""#) && json.contains(#""scenario" : "openContacts""#))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Reports"],
      "no staging folder left behind")
  }

  @Test("The title and the prose name the architectures from the list, and point to Docs/Feature.md")
  func names() throws {
    let document = ReportPipeline.document(try metrics())
    #expect(document.title == "ArchLab: \(Prose.list(Architecture.allCases.map(\.displayName))), measured")
    #expect(document.markdown.contains("`Docs/Feature.md`"))
    for count in ["four architectures", "four modules", "all four", "the four"] {
      #expect(!document.markdown.contains(count), "the number of architectures is never written out")
    }
    #expect(!document.markdown.contains("../" + "shared"))
  }

  @Test(
    "Every claim is listed, and marked not measured in this run, naming the figure, when its figures were skipped"
  )
  func notMeasured() throws {
    var metrics = try metrics()
    metrics.benchmarks = nil
    metrics.architectures = metrics.architectures.map {
      ArchitectureMetrics(architecture: $0.architecture, size: $0.size)
    }
    let judged = ReportBuilder.judgedClaims(metrics)
    #expect(judged.map(\.claim.id) == ClaimCatalogue.claims.map(\.id))
    let c06 = try #require(judged.first { $0.claim.id == "C06" })
    #expect(c06.outcome.verdict == .notMeasured)
    #expect(c06.outcome.missing.contains("VIPER case book"))
    #expect(c06.outcome.missing.contains("VIPER unit-test mutation score"))
    let markdown = ReportPipeline.document(metrics).markdown
    #expect(markdown.contains("— **not measured in this run**. Not measured in this run: "))
    #expect(markdown.contains("VIPER case book"))
  }

  @Test(
    "The report lists all the catalogue's claims in order, with verdict, source and caveats, and counts the verdicts on its first screen"
  )
  func claimsSection() throws {
    let metrics = try metrics()
    let document = ReportPipeline.document(metrics)
    let markdown = document.markdown
    var position = markdown.startIndex
    for entry in ClaimCatalogue.claims {
      let heading = try #require(
        markdown.range(of: "### \(entry.heading)\n", range: position..<markdown.endIndex),
        "\(entry.id) is missing or out of order")
      position = heading.upperBound
      #expect(document.allHTML.contains(ReportDocument.inline(entry.heading)))
    }
    #expect(
      markdown.contains(
        "Source: [000] Architecting iOS Apps with VIPER (Jeff Gilbert and Conrad Stoll, objc.io, 2014)"))
    #expect(markdown.contains("Caveat K1 · Small app: "))
    #expect(markdown.contains("## ArchLab's own questions"))
    let counts = ReportBuilder.judgedClaims(metrics).map(\.outcome.verdict)
    for verdict in Verdict.allCases {
      let count = counts.filter { $0 == verdict }.count
      #expect(
        markdown.contains("\(verdict.symbol) \(verdict.label) (\(count))")
          || markdown.contains("\(verdict.symbol) \(verdict.label) (\(count): "),
        "\(verdict) counted in the verdict table")
    }
  }
}
