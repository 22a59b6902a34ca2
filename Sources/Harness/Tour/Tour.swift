import ArchLab
import Foundation
import HarnessSupport
import TourScript

/// Runs every action in every architecture with coverage and renders the
/// tour: the indirection figures (action by action, architectures in
/// `Architecture.allCases` order) and the pages, not yet written.
///
/// `root` is the workspace; the instrumented build is ``InstrumentedBuild``'s. `actions`
/// are today's app's by default; the grown app's (``TourAction/grown``) are followed
/// with `root` a package at step 6 of the growth series, and the index page is then
/// left out (the report writes one index for both).
public func measureTour(
  root: URL, actions: [TourAction] = TourAction.today, log: @escaping @Sendable (String) -> Void
) async throws -> TourOutcome {
  let package = try await InstrumentedBuild.package(root: root)
  let runner = TourRunner(root: package.root, scratch: package.root.appending(path: ".build"))
  let columns = try await runner.run(actions: actions, log: log)
  // Every action runs some of every module: nothing at all means the sources were not read.
  guard columns.values.joined().contains(where: { !$0.files.isEmpty }) else {
    throw HarnessError.tool(
      "the tour found no line of any module in \(package.root.path): the profiles and the sources do not meet"
    )
  }
  var figures: [TourFigures] = []
  var pages: [String: String] = [:]
  for action in actions {
    let actionColumns = columns[action] ?? []
    figures += actionColumns.map { $0.figures(of: action) }
    pages[action.pageName] = TourPage.html(action: action, columns: actionColumns)
  }
  if actions == TourAction.today { pages["index.html"] = TourIndexPage.html(figures: figures) }
  return TourOutcome(figures: figures, pages: pages)
}

/// Measures the tour and writes it to `<output>/tour/`; returns its figures.
///
/// `output` is the report folder (`Reports/`), whose pages link to the sources two folders up.
public func runTour(root: URL, output: URL, log: @escaping @Sendable (String) -> Void) async throws
  -> [TourFigures]
{
  let outcome = try await measureTour(root: root, log: log)
  try outcome.write(into: output)
  return outcome.figures
}
