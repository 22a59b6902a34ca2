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
        series: roles.map { role in (role.title, samples.map { Double($0.roleCodeLines[role] ?? 0) }) }))
    let largest = (samples.last?.typeCodeLines ?? [:]).sorted { ($0.value, $1.key) > ($1.value, $0.key) }
      .prefix(6)
    doc.chart(
      "The largest types of the last sample, sample by sample",
      SVGChart.lines(
        title: "\(name): code lines of its largest types", categories: categories,
        series: largest.map { type in (type.key, samples.map { Double($0.typeCodeLines[type.key] ?? 0) }) }))
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
}
