import ArchLab
import Claims
import HarnessSupport
import Metrics
import Tour

/// Turns the measured figures into the comparison report, one function per section.
package enum ReportBuilder {
  /// A section: appends its heading, prose, tables and charts to the document.
  typealias Section = (Metrics, inout ReportDocument) -> Void

  /// The sections, in the report's order.
  static var sections: [Section] {
    [
      introduction, front, claims, linesOfCode, complexity, testsAndCoverage, testStrength, tour, runtime,
      swiftUIPairs,
      reliability, costOfChange, growth, coupling, howThisReportWasMade, survivors,
    ]
  }

  /// The whole report.
  package static func build(_ metrics: Metrics) -> ReportDocument {
    var document = ReportDocument(title: "ArchLab: \(names(metrics)), measured")
    if metrics.tour != nil { document.barLinks = [("Code tour", "tour/index.html")] }
    for section in sections { section(metrics, &document) }
    return document
  }

  /// The measured architectures' names as a list: `MVC, MVP, MVVM and VIPER`.
  static func names(_ metrics: Metrics) -> String {
    Prose.list(metrics.architectures.map(\.architecture.displayName))
  }

  /// The paragraph under the title: what was measured, and where the run is told.
  static func introduction(_ metrics: Metrics, into doc: inout ReportDocument) {
    let p = metrics.provenance
    doc.paragraph(
      "The same small app (`Docs/Feature.md`: a Contacts list and an Upcoming to-do list) built once per architecture, and measured. Every figure comes from one run of `swift run archlab report` (commit `\(p.commit.prefix(12))`, \(p.date.prefix(10)); [how](#how-this-report-was-made))."
        + (metrics.tour == nil
          ? "" : " What one tap runs in each architecture, side by side: [the code tour](tour/index.html).")
    )
  }

  /// What following one tap asks a reader to read, from the tour (`tour/index.html`).
  static func tour(_ metrics: Metrics, into doc: inout ReportDocument) {
    guard let figures = metrics.tour else { return }
    doc.heading(2, "What one tap costs in reading")
    doc.paragraph(TourTable.explanation + " Each action's code, side by side: `tour/index.html`.")
    doc.table(TourTable.header, TourTable.rows(figures: figures, link: nil))
  }

  /// How long each step took, and how to run it again.
  static func howThisReportWasMade(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "How this report was made")
    let p = metrics.provenance
    doc.paragraph(
      "Measured by `swift run archlab report` on commit `\(p.commit)`, \(p.date), with \(p.toolchain), on \(p.cores) cores and \(p.memoryBytes / 1_073_741_824) GiB (\(p.system)); `metrics.json` holds every figure. Each step's time:"
    )
    doc.list(metrics.timings.map { "\($0.step): \(Format.f1($0.seconds)) s" })
    doc.paragraph(
      "Regenerate with `swift run archlab report` (add `--skip-benchmarks` for a quicker run); compare two runs with `swift run archlab report --compare OLD/metrics.json`."
    )
  }
}
