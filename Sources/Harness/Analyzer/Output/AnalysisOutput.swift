import Analysis
import Foundation
import HarnessSupport

/// What `archlab analyze` writes: `analysis.md`, `index.html` (the report's look) and
/// `analysis.json`, and the summary it prints.
public enum AnalysisOutput {
  /// Writes `formats` (`all`, `markdown`, `html` or `json`) into `folder` (created if need be).
  public static func write(_ analysis: AppAnalysis, to folder: URL, formats: String = "all")
    throws(AnalyzerError)
  {
    let document = AnalysisDocument.make(analysis)
    let encoder = JSONFormat.readableEscapingSlashes.encoder
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      if ["all", "markdown"].contains(formats) {
        try Data(document.markdown.utf8).write(to: folder.appendingPathComponent("analysis.md"))
      }
      if ["all", "html"].contains(formats) {
        try Data(document.html.utf8).write(to: folder.appendingPathComponent("index.html"))
      }
      if ["all", "json"].contains(formats) {
        try encoder.encode(AnalysisJSON(analysis)).write(to: folder.appendingPathComponent("analysis.json"))
      }
    } catch {
      throw .cannotWrite(folder.path, "\(error)")
    }
  }

  /// The terminal summary: what was read, the roles, the answer, the findings, where the files are.
  public static func summary(_ analysis: AppAnalysis, writtenTo folder: URL?) -> String {
    let m = analysis.measurement
    let seconds = String(format: "%.1f", analysis.seconds)
    var read =
      "\(analysis.name): \(m.files.count) Swift files, \(m.codeLines) code lines, \(m.roles.types.count) types"
    read +=
      " (\(analysis.skipped.count) paths skipped, \(analysis.objectiveC.count) Objective-C files not analysed,"
    read += " \(m.unparsed.count) files only partly parsed) in \(seconds) s"
    read += " (\(analysis.parsed) parsed, \(analysis.cacheHits) reused from the cache)"
    let roles = m.roleFigures.filter { $0.value.codeLines > 0 }.sorted { lhs, rhs in
      (lhs.value.codeLines, rhs.key) > (rhs.value.codeLines, lhs.key)
    }
    let roleText: [String] = roles.prefix(6).map { "\($0.key.title) \($0.value.codeLines)" }
    let ranked: [String] = analysis.ranking.matches.prefix(5).map { match in
      "\(match.architecture) \(String(format: "%.2f", match.distance))"
    }
    var lines = [
      read, "Roles (code lines): " + roleText.joined(separator: ", "),
      "Which architecture is this? " + analysis.ranking.verdict, "Ranked: " + ranked.joined(separator: ", "),
    ]
    let mixed = analysis.featureRankings.keys.sorted().compactMap { feature -> String? in
      guard let best = analysis.featureRankings[feature]?.matches.first else { return nil }
      return "\(feature): \(best.architecture) (\(String(format: "%.2f", best.distance)))"
    }
    if !mixed.isEmpty { lines.append("Per feature folder: " + mixed.joined(separator: "; ")) }
    let byRule = Dictionary(grouping: m.findings, by: \.rule).sorted { $0.key < $1.key }
    let findings: [String] = byRule.map { "\($0.value.count) \($0.key)" }
    lines.append(
      "Findings: \(m.findings.count)" + (findings.isEmpty ? "" : " — " + findings.joined(separator: ", ")))
    if let history = analysis.history {
      let verdicts: [String] = history.verdicts.map { verdict in
        "\(verdict.claim) \(verdict.judgement?.verdict.rawValue ?? "n/a")"
      }
      lines.append(
        "History: \(history.samples.count) samples of \(history.commitsRead) commits; "
          + verdicts.joined(separator: ", "))
      lines += history.notes
    }
    if let folder { lines.append("Wrote \(folder.path)/analysis.md, index.html and analysis.json") }
    return lines.joined(separator: "\n")
  }

}
