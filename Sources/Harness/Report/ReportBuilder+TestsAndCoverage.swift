import Analysis
import HarnessSupport
import Metrics
import Mutation
import TestRuns

extension ReportBuilder {
  /// Unit-test size, and line and function coverage by the unit tests and by the acceptance suite.
  static func testsAndCoverage(_ metrics: Metrics, into doc: inout ReportDocument) {
    let archs = metrics.architectures
    doc.heading(2, "Tests and coverage")
    doc.paragraph(
      "Line coverage of each module's `Sources/<ARCH>/` files and its stand-in targets', measured twice with `swift test --enable-code-coverage` and the toolchain's `llvm-cov`: by the module's own unit tests alone (what can be verified without driving the UI), and by the acceptance suite alone (\(metrics.acceptanceSuite.tests) tests, \(metrics.acceptanceSuite.lines.code) code lines, each run against every architecture). Every source file with a function body is in the totals: the report stops if the coverage export misses one."
    )
    let covered = { (coverage: ModuleCoverage?) in
      coverage.map { "\(Format.percent($0.total.linePercent)) (\($0.total.coveredLines)/\($0.total.lines))" }
        ?? "–"
    }
    doc.table(
      [
        "", "Unit tests", "Unit-test code lines", "Lines covered by unit tests",
        "Functions covered by unit tests", "Lines covered by acceptance", "Functions covered by acceptance",
      ],
      archs.map { a in
        [
          a.architecture.displayName, "\(a.size.unitTests.tests)", "\(a.size.unitTests.lines.code)",
          covered(a.unitCoverage), a.unitCoverage.map { Format.percent($0.total.functionPercent) } ?? "–",
          covered(a.acceptanceCoverage),
          a.acceptanceCoverage.map { Format.percent($0.total.functionPercent) } ?? "–",
        ]
      })
    if archs.contains(where: { $0.unitCoverage != nil }) { coverageDetail(metrics, into: &doc) }
  }

  /// The coverage chart and the unit-test coverage per role.
  static func coverageDetail(_ metrics: Metrics, into doc: inout ReportDocument) {
    let archs = metrics.architectures
    doc.chart(
      "coverage.svg", "Line coverage: unit tests alone vs acceptance suite alone",
      SVGChart.groupedBars(
        title: "Line coverage", categories: archs.map(\.architecture.displayName),
        series: [
          SVGChart.Series(
            MutationSuite.unit.title, ChartStyles.suite(.unit),
            archs.map { $0.unitCoverage?.total.linePercent }),
          SVGChart.Series(
            MutationSuite.acceptance.title, ChartStyles.suite(.acceptance),
            archs.map { $0.acceptanceCoverage?.total.linePercent }),
        ],
        axis: SVGChart.Axis("% of code lines covered", suffix: "%", maximum: 100)))
    doc.paragraph("Unit-test line coverage per role (a file counts for its main role):")
    let roles = Role.allCases.filter { role in archs.contains { $0.unitCoverage?.roles[role] != nil } }
    doc.table(
      [""] + archs.map(\.architecture.displayName),
      roles.map { role in
        [role.title]
          + archs.map { a in a.unitCoverage?.roles[role].map { Format.percent($0.linePercent) } ?? "–" }
      })
  }
}
