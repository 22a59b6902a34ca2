import ArchLab
import Growth
import HarnessSupport
import Metrics
import Mutation
import Tour
import TourScript

extension ReportBuilder {
  /// "The grown app beside today's": coverage, mutation scores and the tour at the series'
  /// last step, next to today's app's, one column per architecture; drawn under the growth
  /// series' section, so only where that section is.
  package static func grownApp(_ metrics: Metrics, into doc: inout ReportDocument) {
    guard let grown = metrics.grownApp, self.grown(metrics) != nil else { return }
    let architectures = metrics.architectures
    let step = grown.step
    let atStep = metrics.growth?.steps.first { $0.number == step }
    doc.heading(3, "The grown app beside today's app", anchor: "grown-app")
    var intro =
      "Step \(step), the grown app, measured as today's app is beyond its sources: each module's coverage by its own unit tests and by the acceptance suite (the grown cases included), the mutation scores of both suites (`archlab mutate --step \(step)`, kept in `Reports/growth/mutation/`), and the tour of the six actions the changes added. Each cell: today's app → the grown app."
    if let figures = grown.figures {
      intro +=
        " Coverage and the tour were measured \(figures.reused ? "at commit `\(figures.commit)` (\(figures.measuredAt)) and reused: the files they read are unchanged" : "in this run") (\(figures.testsPassed) tests passed with coverage)."
    } else {
      intro += " Coverage and the tour were not measured in this run."
    }
    let stale = architectures.filter { grown.mutation(of: $0.architecture) == nil }
    if !stale.isEmpty {
      intro +=
        " Mutation scores not measured for the grown app's files now: \(stale.map(\.architecture.displayName).joined(separator: ", "))."
    }
    doc.paragraph(intro)
    doc.table(
      ["At step 0 → step \(step)"] + architectures.map(\.architecture.displayName),
      grownRows(metrics, grown: grown, atStep: atStep))
    guard let figures = grown.figures, !figures.tour.isEmpty else { return }
    doc.paragraph(
      "What each new action asks a reader to read in the grown app (files · types · functions · lines · protocol boundaries, as in \"What one tap costs in reading\"); each page shows the lines side by side: `tour/index.html`, second part."
    )
    doc.table(
      TourTable.header, TourTable.rows(figures: figures.tour, actions: TourAction.grown, link: "tour/"))
  }

  /// The rows of the grown app's table: code lines, coverage, mutation scores.
  static func grownRows(_ metrics: Metrics, grown: GrownAppMetrics, atStep: GrowthMeasurement.Step?)
    -> [[String]]
  {
    let architectures = metrics.architectures
    func pair(_ before: String?, _ after: String?) -> String { "\(before ?? "–") → \(after ?? "–")" }
    func percent(_ value: Double?) -> String? { value.map { Format.percent($0) } }
    /// The score on the module's own code (M): framework stand-ins left out, equivalents never scored.
    func score(_ summary: MutationSummary?, _ suite: MutationSuite) -> String? {
      percent(summary?.ownCode(suite).score.map { $0 * 100 })
    }
    var rows: [[String]] = [
      [FigureLabel.codeLinesWithStandIns]
        + architectures.map { a in
          pair(
            "\(a.size.total.lines.code)",
            atStep?.size(of: a.architecture).map { "\($0.size.total.lines.code)" })
        }
    ]
    let coverage = grown.figures
    rows.append(
      ["Line coverage, unit tests"]
        + architectures.map { a in
          pair(
            percent(a.unitCoverage?.total.linePercent),
            percent(coverage?.coverage(of: a.architecture)?.unit.total.linePercent))
        })
    rows.append(
      ["Line coverage, acceptance suite"]
        + architectures.map { a in
          pair(
            percent(a.acceptanceCoverage?.total.linePercent),
            percent(coverage?.coverage(of: a.architecture)?.acceptance.total.linePercent))
        })
    for suite in MutationSuite.allCases {
      rows.append(
        ["Mutation score, \(suite.title)"]
          + architectures.map { a in
            pair(score(a.mutation?.summary, suite), score(grown.mutation(of: a.architecture), suite))
          })
    }
    rows.append(
      ["Mutants"]
        + architectures.map { a in
          pair(
            a.mutation.map { "\($0.summary.mutants)" },
            grown.mutation(of: a.architecture).map { "\($0.mutants)" })
        })
    return rows
  }
}
