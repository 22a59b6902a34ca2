import Analysis
import HarnessSupport

extension AnalysisDocument {
  /// The history section: what was sampled, the growth of each role and of the largest types, the growth rules.
  static func history(_ history: HistoryAnalysis, name: String, into doc: inout AnalysisDocument) {
    doc.heading(2, "The app over time")
    let samples = history.samples
    doc.paragraph(
      "\(samples.count) commits sampled of the \(history.commitsRead) of the first-parent history (read with git's "
        + "plumbing, no work tree); \(history.blobsParsed) files parsed in all, every other file of a sample reused "
        + "by its blob id. Growth is per sample, not per change.")
    doc.list(history.notes)
    let categories = samples.map { String($0.commit.prefix(7)) }
    let roles = Set(samples.flatMap { $0.roleCodeLines.keys }).sorted().filter { role in
      samples.contains { ($0.roleCodeLines[role] ?? 0) > 0 }
    }
    doc.chart(
      "Code lines per role, sample by sample",
      SVGChart.lines(
        title: "\(name): code lines per role", categories: categories,
        series: roles.map { role in
          SVGChart.Series(role.title, role.chartStyle, samples.map { Double($0.roleCodeLines[role] ?? 0) })
        }, axis: SVGChart.Axis("code lines"), categoryTitle: "commit sampled, oldest first"))
    let largest = (samples.last?.typeCodeLines ?? [:]).sorted { ($0.value, $1.key) > ($1.value, $0.key) }
      .prefix(6)
    doc.chart(
      "The largest types of the last sample, sample by sample",
      SVGChart.lines(
        title: "\(name): code lines of its largest types", categories: categories,
        series: largest.enumerated().map { index, type in
          SVGChart.Series(
            type.key, typeStyles[index % typeStyles.count],
            samples.map { Double($0.typeCodeLines[type.key] ?? 0) })
        }, axis: SVGChart.Axis("code lines"), categoryTitle: "commit sampled, oldest first"))
    doc.heading(3, "The growth claims on this history")
    for verdict in history.verdicts {
      if let judgement = verdict.judgement {
        doc.paragraph("**\(verdict.title)**: \(judgement.verdict.rawValue). \(judgement.reason)")
        doc.list(judgement.figures)
      } else {
        doc.paragraph("**\(verdict.title)**: does not apply: \(verdict.notApplicable ?? "").")
      }
    }
    doc.table(
      ["Commit", "Date", "Files", "Code lines", "Largest file", "Largest type"],
      samples.map { sample in
        [
          String(sample.commit.prefix(7)), sample.date, "\(sample.files)", "\(sample.codeLines)",
          sample.largestFile.map { "\($0.name) (\($0.codeLines))" } ?? "–",
          sample.largestType.map { "\($0.name) (\($0.codeLines))" } ?? "–",
        ]
      })
  }

  /// The styles of the largest types' lines, in their order: neutral earth tones no role uses,
  /// each with its own marker.
  static let typeStyles = [
    SVGChart.Style(color: "#5F4B3A", marker: .circle), SVGChart.Style(color: "#3F6474", marker: .square),
    SVGChart.Style(color: "#A08C5B", marker: .triangle), SVGChart.Style(color: "#6B5B7B", marker: .diamond),
    SVGChart.Style(color: "#8C7B6B", marker: .triangleDown), SVGChart.Style(color: "#2F4F4F", marker: .star),
  ]
}
