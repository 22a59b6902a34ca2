import ArchLab
import Foundation
import HarnessSupport

/// Generates the tour: runs every action in every architecture with coverage,
/// writes `<output>/tour/index.html` and one page per action, and returns the
/// indirection figures (action by action, architectures in `Architecture.allCases` order).
///
/// `root` is the workspace; `output` the report folder (`Reports/`), whose
/// pages link to the sources two folders up.
public func runTour(root: URL, output: URL, log: @escaping @Sendable (String) -> Void) throws -> [TourFigures]
{
  let runner = TourRunner(root: root, scratch: root.appendingPathComponent(".build/coverage"))
  let columns = try runner.run(log: log)
  let folder = output.appendingPathComponent("tour")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  var figures: [TourFigures] = []
  for action in TourAction.allCases {
    let actionColumns = columns[action] ?? []
    figures += actionColumns.map { $0.figures(of: action) }
    try write(
      TourPage.html(action: action, columns: actionColumns),
      to: folder.appendingPathComponent(action.pageName))
  }
  try write(TourIndexPage.html(figures: figures), to: folder.appendingPathComponent("index.html"))
  return figures
}

private func write(_ text: String, to url: URL) throws {
  do {
    try text.write(to: url, atomically: true, encoding: .utf8)
  } catch {
    throw HarnessError.file("cannot write \(url.path): \(error.localizedDescription)")
  }
}
