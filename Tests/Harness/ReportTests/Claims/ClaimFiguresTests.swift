import Analysis
import ArchLab
import Testing
import Workshop

@testable import Claims
@testable import Metrics
@testable import Report

/// What ``ClaimFigures/init(metrics:)`` takes from a report's metrics, and what it leaves unmeasured.
@Suite("Claim figures from the metrics")
struct ClaimFiguresTests {
  @Test(
    "Size, complexity, coupling, coverage and run-time ratios with their intervals and A/A bands come from the metrics; leaks stay unmeasured"
  )
  func fromMetrics() throws {
    let metrics = try ReportTests().metrics()
    let figures = ClaimFigures(metrics: metrics)
    let size = metrics.architectures[0].size
    let mvc = try #require(figures[.mvc])
    #expect(mvc.codeLines == size.total.lines.code)
    #expect(mvc.typesAndProtocols == size.total.types + size.total.protocols)
    #expect(mvc.roleCodeLines?[.presenter] == size.roles[.presenter]?.lines.code)
    #expect(mvc.p90Complexity == size.complexity.p90)
    #expect(mvc.coupling == size.coupling)
    #expect(mvc.unitCoverage == 75)
    #expect(mvc.casesRun == nil && mvc.unitMutationScore == nil && mvc.linesChanged == nil)
    #expect(mvc.leaks == nil)
    #expect(figures.screens == 4)
    let runtime = try #require(figures.runtime)
    let run = try #require(metrics.benchmarkRun)
    #expect(runtime.count == run.ratios.filter { !$0.variant.isReference }.count)
    for figure in runtime {
      let estimate = try #require(run.ratio(.architecture(figure.architecture), figure.scenario, figure.n))
      #expect(
        figure.ratio == estimate.median && figure.ciLow == estimate.low && figure.ciHigh == estimate.high)
      let band = try #require(run.band(figure.scenario, figure.n))
      #expect(figure.noiseBand == NoiseBand(low: band.low, high: band.high))
    }
  }

  @Test("Without paired rounds, the run-time ratios are the medians' alone, with no interval and no band")
  func mediansOnly() throws {
    var metrics = try ReportTests().metrics()
    metrics.benchmarkRun = nil
    let runtime = try #require(ClaimFigures(metrics: metrics).runtime)
    #expect(!runtime.isEmpty)
    #expect(runtime.allSatisfy { $0.ciLow == nil && $0.ciHigh == nil && $0.noiseBand == nil })
  }

  @Test(
    "The case book, the mutation scores in percent and the cost of change per exercise number are read when measured"
  )
  func caseBookMutationAndCost() throws {
    var metrics = try ReportTests().metrics()
    metrics.architectures[0].caseBook = CaseBookFigures(
      casesRun: 30, casesTotal: 40, missing: [], testCodeLines: 300, unitTestSeconds: 1.5)
    var change = ChangeSize()
    change.linesAdded = LineCounts(code: 20, comment: 5, blank: 3)
    change.linesRemoved = LineCounts(code: 4)
    change.files = ["a.swift", "b.swift"]
    metrics.costOfChange = [
      ExerciseCost(
        exercise: "04-contact-detail", heading: "04 · Contact detail", shared: nil,
        solutions: Architecture.allCases.map { ExerciseCost.Solution(architecture: $0, change: change) })
    ]
    let mvc = try #require(ClaimFigures(metrics: metrics)[.mvc])
    #expect(mvc.casesRun == 30 && mvc.casesTotal == 40 && mvc.caseBookTestLines == 300)
    #expect(mvc.testLinesPerCase == 10)
    #expect(mvc.unitTestSeconds == 1.5)
    #expect(mvc.linesChanged == ["04": 24])
    #expect(mvc.filesTouched == ["04": 2])
  }

  @Test("Mutation scores are read in percent, per suite and per role of the unit tests")
  func mutation() throws {
    let metrics = try TestStrengthReportTests().metrics(measured: true)
    let viper = try #require(ClaimFigures(metrics: metrics)[.viper])
    #expect(viper.unitMutationScore == 50)
    #expect(viper.acceptanceMutationScore == 100)
    #expect(viper.unitMutationScoreByRole == [.presenter: 50])
    #expect(viper.casesRun == 105 && viper.casesTotal == 105)
  }
}
