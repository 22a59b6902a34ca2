import ArchLab
import Claims
import HarnessSupport
import Metrics
import Tour

/// Turns the measured figures into the comparison report, one function per section.
///
/// The report's own sections are its ``Place``s, in the reader's order; each registered
/// measurement brings the sections that draw its figures (``MeasuredSection``), and each goes
/// after the place it names, in the order the measurements are registered.
package enum ReportBuilder {
  /// A section: appends its heading, prose, tables and charts to the document.
  package typealias Section = @Sendable (Metrics, inout ReportDocument) -> Void

  /// The report's own sections, in the reader's order: what every report has, whatever
  /// else was measured.
  package enum Place: CaseIterable, Sendable {
    case introduction, front, claims, linesOfCode, complexity, testsAndCoverage, testStrength, reliability
    case coupling, howThisReportWasMade, survivors
  }

  /// The section drawn at `place`.
  static func section(_ place: Place) -> Section {
    switch place {
    case .introduction: introduction
    case .front: front
    case .claims: claims
    case .linesOfCode: linesOfCode
    case .complexity: complexity
    case .testsAndCoverage: testsAndCoverage
    case .testStrength: testStrength
    case .reliability: reliability
    case .coupling: coupling
    case .howThisReportWasMade: howThisReportWasMade
    case .survivors: survivors
    }
  }

  /// The whole report: each place's section, then the `measured` sections that follow it.
  package static func build(_ metrics: Metrics, measured: [MeasuredSection]) -> ReportDocument {
    var document = ReportDocument(title: "ArchLab: \(names(metrics)), measured")
    for place in Place.allCases {
      section(place)(metrics, &document)
      for drawn in measured where drawn.follows == place { drawn.draw(metrics, &document) }
    }
    handout(metrics, into: &document)
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
  package static func tour(_ metrics: Metrics, into doc: inout ReportDocument) {
    guard let figures = metrics.tour else { return }
    doc.barLinks = [("Code tour", "tour/index.html")]
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
