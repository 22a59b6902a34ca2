import Foundation
import Pipeline
import Testing

@testable import Report

/// details.html opens on a contents list of every section and subsection, each link staying on the page.
@Suite("details.html's contents")
struct DetailsContentsTests {
  @Test("Every h2 and h3 of details.html is in its contents, in order, linked to its anchor on the page")
  func everyHeading() throws {
    let document = ReportPipeline.document(try FirstScreenTests.metrics())
    let details = try #require(document.htmlPages.first { $0.name == "details.html" }?.html)
    let nav = try #require(
      details.firstMatch(of: #/<nav class="page-contents"[^>]*>(.*?)</nav>/#.dotMatchesNewlines()))
    let linked = String(nav.output.1).matches(of: #/href="#([^"]+)"/#).map { String($0.output.1) }
    let body = details[nav.range.upperBound...]
    let headings = body.matches(of: #/<h([23])[^>]*\sid="([^"]+)"/#).map { String($0.output.2) }
    #expect(headings.count > 20)
    #expect(linked == headings)
    #expect(!linked.contains { $0.contains(".html") }, "every link stays on the page")
  }
}
