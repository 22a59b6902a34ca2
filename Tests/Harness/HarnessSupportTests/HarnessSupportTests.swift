import Foundation
import HarnessSupport
import Testing

@Suite("Shared helpers of the harness")
struct HarnessSupportTests {
  @Test("Markup escaping makes text safe in an HTML or SVG element and in a quoted attribute")
  func escaping() {
    #expect(Markup.escape(#"<b>"Tom" & 'Jerry'</b>"#) == "&lt;b&gt;&quot;Tom&quot; &amp; 'Jerry'&lt;/b&gt;")
    #expect(Markup.escape("MVC → 1.2×") == "MVC → 1.2×")
  }

  @Test(
    "Lists read as prose",
    arguments: [
      ([], ""), (["MVC"], "MVC"), (["MVC", "MVP"], "MVC and MVP"), (["A", "B", "C"], "A, B and C"),
    ])
  func prose(items: [String], text: String) {
    #expect(Prose.list(items) == text)
  }

  @Test("Mean, nearest-rank percentile, percent and least-squares slope")
  func statistics() {
    #expect(Statistics.mean([1, 2, 3, 6]) == 3)
    #expect(Statistics.mean([]) == 0)
    #expect(Statistics.percentile(0.9, ofSorted: Array(1...10)) == 9)
    #expect(Statistics.percentile(0.9, ofSorted: [7]) == 7)
    #expect(Statistics.percentile(0.9, ofSorted: [Int]()) == nil)
    #expect(Statistics.percent(1, of: 4) == 25)
    #expect(Statistics.percent(1, of: 0) == 0)
    #expect(Statistics.slope([(x: 0, y: 1), (x: 1, y: 3), (x: 2, y: 5)]) == 2)
    #expect(Statistics.slope([(x: 1, y: 1), (x: 1, y: 2)]) == nil)
  }
}
