import ArchLab
import HarnessSupport
import Mutation
import Pipeline
import Testing

@testable import Metrics
@testable import Report
@testable import TestRuns

@Suite("The Test strength section and the reliability table")
struct TestStrengthReportTests {
  /// A module's mutation results: one mutant killed by both suites, one that survives the
  /// unit tests only, one no suite reaches.
  func mutation(_ module: String) -> ModuleMutationResult {
    func mutant(_ id: Int, _ original: String, _ mutated: String) -> Mutant {
      Mutant(
        id: id, module: module, file: "Sources/\(module)/ListPresenter.swift", line: 10 + id, column: 5,
        mutationOperator: .relationalOperator, original: original, mutated: mutated, typeName: "ListPresenter"
      )
    }
    return ModuleMutationResult(
      engineVersion: MutationEngine.version, cacheKey: "k", module: module, suites: MutationSuite.allCases,
      baselines: [:], processSeconds: 1,
      timing: MutationTiming(
        modules: [module], jobs: 2, prepareSeconds: 0, buildSeconds: 0, buildRounds: 1, baselineSeconds: 0,
        mutantSeconds: 0, totalSeconds: 0),
      mutants: [
        MutantResult(
          mutant: mutant(1, "a < b", "a <= b"),
          outcomes: [
            .unit: SuiteOutcome(
              .killed, detail: "a",
              killers: ["\(module)Tests.ListPresenterTests/a()/ListPresenterTests.swift:3:4"]),
            .acceptance: SuiteOutcome(.killed),
          ]),
        MutantResult(
          mutant: mutant(2, "count > 0", "count >= 0"),
          outcomes: [.unit: SuiteOutcome(.survived), .acceptance: SuiteOutcome(.killed)]),
        MutantResult(
          mutant: mutant(3, "x == y", "x != y"),
          outcomes: [.unit: SuiteOutcome(.notCovered), .acceptance: SuiteOutcome(.notCovered)]),
      ])
  }

  func metrics(measured: Bool) throws -> Metrics {
    var metrics = try ReportTests().metrics()
    guard measured else { return metrics }
    metrics.architectures = metrics.architectures.map { a in
      var a = a
      let missing = a.architecture == .mvc ? ["screens.leak.add-item"] : []
      a.caseBook = CaseBookFigures(
        casesRun: 105 - missing.count, casesTotal: 105, missing: missing, testCodeLines: 420,
        folderTestCodeLines: 380,
        unitTestSeconds: 1.25, unitTestRounds: [1.25, 1.3, 1.2])
      a.mutation = MutationFigures(mutation(a.architecture.displayName), reused: a.architecture != .viper)
      return a
    }
    return metrics
  }

  @Test("Cases run show as N/N per architecture, with lines per case, time, and the cases missing")
  func caseBook() throws {
    let markdown = ReportPipeline.document(try metrics(measured: true)).markdown
    #expect(markdown.contains("| MVC | 104/105 | 420 | 4.0 | 1.25 |"))
    #expect(markdown.contains("| MVP | 105/105 | 420 | 4.0 | 1.25 |"))
    #expect(markdown.contains("MVC: screens.leak.add-item"))
  }

  @Test("Mutation scores per suite, a chart, per role, and every survivor in the appendix")
  func mutationScores() throws {
    let document = ReportPipeline.document(try metrics(measured: true))
    let markdown = document.markdown
    #expect(markdown.contains("| MVVM | 3 | 1 / 1 / 1 | 50.0% | 2 / 0 / 1 | 100.0% | 0 | 0 |"))
    #expect(document.charts.contains { $0.name == "mutation.svg" })
    #expect(markdown.contains("| presenter | 50.0% (1/2) |"))
    #expect(markdown.contains("## Appendix: surviving mutants"))
    #expect(
      markdown.contains(
        "`Sources/VIPER/ListPresenter.swift:12` | relational operator replacement | `count > 0` | `count >= 0` | unit tests |"
      ))
    let count = Architecture.allCases.count
    #expect(markdown.contains("\(count - 1) of \(count) modules' results were reused"))
  }

  @Test("Without a unit-test run or a mutation run, the section says not measured, and there is no appendix")
  func notMeasured() throws {
    let markdown = ReportPipeline.document(try metrics(measured: false)).markdown
    #expect(markdown.contains("## Test strength"))
    #expect(markdown.contains("Not measured in this run (the unit tests were not run)."))
    #expect(markdown.contains("Not measured in this run (`--skip-mutation`)."))
    #expect(!markdown.contains("## Appendix: surviving mutants"))
  }

  @Test("The reliability table shows each check's status, and what failed or why it was skipped")
  func reliabilityStatus() throws {
    var metrics = try metrics(measured: false)
    metrics.reliability = [
      ReliabilityResult(check: "crash safety", tried: 9, passed: 9, detail: "rows lost: 0", figures: [:]),
      ReliabilityResult(
        check: "hostile input", tried: 10, passed: 9, detail: "1 alert missing", figures: [:],
        status: .failed,
        reason: "MVP: no alert for a NUL"),
      ReliabilityResult(
        check: "interleaving", tried: nil, passed: nil, detail: "not run", figures: [:], status: .skipped,
        reason: "archlab was not built"),
    ]
    let markdown = ReportPipeline.document(metrics).markdown
    #expect(markdown.contains("1 of 3 checks passed, **1 failed**, 1 skipped."))
    #expect(markdown.contains("| ✔ passed | crash safety | 9 | 9 | rows lost: 0 |"))
    #expect(
      markdown.contains(
        "| ✘ failed | hostile input | 10 | 9 | 1 alert missing — failed: MVP: no alert for a NUL |"))
    #expect(
      markdown.contains("| – skipped | interleaving | – | – | not run — skipped: archlab was not built |"))
  }

  @Test(
    "In HTML the reliability table's Result column wraps: the style sheet finds the table after its heading and paragraph"
  )
  func reliabilityResultsWrap() throws {
    var metrics = try metrics(measured: false)
    let long = Array(repeating: "writer processes: 53 in 6 runs, rows lost: 0;", count: 20).joined(
      separator: " ")
    metrics.reliability = [
      ReliabilityResult(check: "concurrent writers", tried: 2, passed: 2, detail: long, figures: [:])
    ]
    let html = try #require(ReportPipeline.document(metrics).htmlPage("details.html"))
    let section = try #require(html.range(of: "<h2 id=\"reliability\">Reliability</h2>\n<p>"))
    let paragraphEnd = try #require(html.range(of: "</p>\n", range: section.upperBound..<html.endIndex))
    let table = html[paragraphEnd.upperBound...]
    #expect(table.hasPrefix("<div class=\"scroll\"><table><thead><tr><th>Status</th>"))
    #expect(
      table.contains(
        "<td class=\"text\">concurrent writers</td><td>2</td><td>2</td><td class=\"text\">\(long)</td></tr>"))
    #expect(
      PageStyle.css.contains(
        "#reliability + p + .scroll td.text:last-child { white-space: normal; min-width: 16rem; }"))
  }
}

@Suite("Links in the report")
struct ReportLinkTests {
  @Test(
    "A relative link becomes an anchor in HTML; a link with a scheme stays text, so the page stays offline")
  func links() {
    #expect(
      ReportDocument.inline("take [the code tour](tour/index.html).")
        == #"take <a href="tour/index.html">the code tour</a>."#)
    #expect(ReportDocument.inline("[out](https://example.com)") == "[out](https://example.com)")
    #expect(ReportDocument.inline("`[a](b)` and **x**").contains("<strong>x</strong>"))
  }
}

@Suite("A mutation score of some tests only")
struct PartialMutationScoreTests {
  @Test(
    "Only the kills of the chosen test files count; a timeout or a crash names no test and counts as not killed"
  )
  func killedByFiles() {
    var result = TestStrengthReportTests().mutation("VIPER")
    result.mutants[0].outcomes[.unit] = SuiteOutcome(
      .killed, detail: "a", killers: ["VIPERTests.ListInteractorTests/a()/ListInteractorTests.swift:3:4"])
    result.mutants[1].outcomes[.unit] = SuiteOutcome(
      .killed, detail: "b", killers: ["VIPERTests.ListScreenTests/b()/ListScreenTests.swift:8:4"])
    let figures = MutationFigures(result, reused: false)
    #expect(figures.unitKills == [["ListInteractorTests.swift"], ["ListScreenTests.swift"]])
    #expect(figures.unitScore(killedByTestsIn: ["ListInteractorTests.swift"]) == 50)
    #expect(
      figures.unitScore(killedByTestsIn: ["ListInteractorTests.swift", "ListScreenTests.swift"]) == 100)
    #expect(figures.unitScore(killedByTestsIn: []) == 0)
    var unattributed = TestStrengthReportTests().mutation("MVC")
    unattributed.mutants[0].outcomes[.unit] = SuiteOutcome(
      .killed, detail: "the process ended with signal 11")
    #expect(MutationFigures(unattributed, reused: false).unitScore(killedByTestsIn: ["x"]) == nil)
  }
}
