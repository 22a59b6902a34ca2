import Foundation
import Testing
import Tour

/// The tour's pages go into the report folder's `tour/`, every page by its name.
struct TourOutcomeTests {
  @Test func pagesAreWrittenIntoTheReportFoldersTourFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "tour-outcome-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = TourOutcome(
      figures: [], pages: ["index.html": "<p>index</p>", "add-item.html": "<p>Add</p>"])
    try outcome.write(into: folder)
    #expect(
      try String(contentsOf: folder.appending(path: "tour/index.html"), encoding: .utf8) == "<p>index</p>")
    #expect(
      try String(contentsOf: folder.appending(path: "tour/add-item.html"), encoding: .utf8) == "<p>Add</p>")
  }
}
