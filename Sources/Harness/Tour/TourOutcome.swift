import Foundation
import HarnessSupport

/// The tour measured: its figures, and its pages by file name.
public struct TourOutcome: Codable, Sendable {
  /// Per action and architecture, what following the action asks a reader to read.
  public var figures: [TourFigures]
  /// `index.html` and one page per action, by file name inside `tour/`.
  public var pages: [String: String]

  /// Creates an outcome.
  public init(figures: [TourFigures], pages: [String: String]) {
    self.figures = figures
    self.pages = pages
  }

  /// Writes the pages into `<reportFolder>/tour/`.
  public func write(into reportFolder: URL) throws {
    let folder = reportFolder.appendingPathComponent("tour")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, html) in pages {
        try Data(html.utf8).write(to: folder.appendingPathComponent(name))
      }
    } catch {
      throw HarnessError.file("cannot write the tour to \(folder.path): \(error.localizedDescription)")
    }
  }
}
