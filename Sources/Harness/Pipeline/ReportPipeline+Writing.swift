import BenchmarkAnalysis
import Claims
import Foundation
import HarnessSupport
import Metrics
import Report
import Tour

extension ReportPipeline {
  /// What the output folder holds that the report does not write: `archlab mutate`'s results,
  /// `archlab growth verify`'s proofs, the benchmarks' output (kept by the benchmark step as
  /// soon as it ends), `archlab corpus measure`'s figures and `archlab exercise verify`'s
  /// proofs, carried over into each new report.
  static let keptFolders = ["mutation", "growth", BenchmarkCache.fileName, "corpus", "workshop"]

  /// Writes everything into a sibling folder, then swaps it in place of the output;
  /// ``keptFolders`` and `keeping` are copied over from the previous output, anything else in it goes.
  /// The claims' words are read first: a malformed `Docs/Claims.md` stops it with the claim
  /// and the line, before anything is written.
  public func write(_ metrics: Metrics, tour: TourOutcome? = nil, keeping: [String] = []) async throws {
    let claims = try workspaceClaims()
    let manager = FileManager.default
    let staging = output.deletingLastPathComponent().appendingPathComponent(
      ".\(output.lastPathComponent).new-\(UUID().uuidString)")
    do {
      try await writeFiles(metrics, claims: claims, into: staging)
      try tour?.write(into: staging)
      for name in Self.keptFolders + keeping
      where manager.fileExists(atPath: output.appendingPathComponent(name).path) {
        try manager.copyItem(
          at: output.appendingPathComponent(name), to: staging.appendingPathComponent(name))
      }
      try replaceOutput(with: staging)
    } catch {
      try? manager.removeItem(at: staging)
      throw HarnessError.file("cannot write the report to \(output.path): \(error.localizedDescription)")
    }
  }

  /// `README.md`, the HTML pages (`index.html`, `details.html`), `charts/*.svg` and `metrics.json` in `folder`.
  private func writeFiles(_ metrics: Metrics, claims: CatalogueContents, into folder: URL) async throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("charts"), withIntermediateDirectories: true)
    let document = try await withClaims(claims) { Self.document(metrics) }
    try Data(document.markdown.utf8).write(to: folder.appendingPathComponent("README.md"))
    for page in document.htmlPages {
      try Data(page.html.utf8).write(to: folder.appendingPathComponent(page.name))
    }
    for attachment in document.attachments {
      try Data(attachment.text.utf8).write(to: folder.appendingPathComponent(attachment.name))
    }
    for chart in document.charts {
      try Data(chart.svg.utf8).write(to: folder.appendingPathComponent("charts/\(chart.name)"))
    }
    try JSONFormat.readable.encode(metrics).write(to: folder.appendingPathComponent("metrics.json"))
  }

  /// Moves `staging` to the output; a previous output is put back if that fails.
  private func replaceOutput(with staging: URL) throws {
    let manager = FileManager.default
    guard manager.fileExists(atPath: output.path) else {
      try manager.moveItem(at: staging, to: output)
      return
    }
    let previous = output.deletingLastPathComponent().appendingPathComponent(
      ".\(output.lastPathComponent).old-\(UUID().uuidString)")
    try manager.moveItem(at: output, to: previous)
    do {
      try manager.moveItem(at: staging, to: output)
    } catch {
      try? manager.moveItem(at: previous, to: output)
      throw error
    }
    try? manager.removeItem(at: previous)
  }
}
