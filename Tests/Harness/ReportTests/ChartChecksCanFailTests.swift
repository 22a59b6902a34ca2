import HarnessSupport
import Testing

@testable import Report

/// Each trust check, shown failing on a chart made bad by hand (and passing once it is mended).
@Suite("The chart checks can fail")
struct ChartChecksCanFailTests {
  /// A hand-made chart: `body` inside a 360 × 200 drawing at font size 12.
  static func chart(_ body: String) throws -> ChartReading {
    try #require(
      ChartReading(
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200" font-size="12">
        <text x="10" y="20" data-slot="340" data-axis-title="value">code lines</text>
        \(body)
        </svg>
        """))
  }

  /// A legend entry for `series` in `color` with `marker`.
  static func entry(_ series: String, _ color: String, _ marker: String = "circle", y: Int = 150) -> String {
    """
    <g class="legend-entry" data-series="\(series)" data-color="\(color)" data-marker="\(marker)" data-dash=""><text x="40" y="\(y)" data-slot="100">\(series)</text></g>
    """
  }

  @Test("Two series in one colour, or with one marker, are caught")
  func sharedColour() throws {
    let good = try Self.chart(Self.entry("MVC", "#332288") + Self.entry("MVP", "#88CCEE", "square", y: 170))
    #expect(ChartChecks.sharedLooks(good, "good").isEmpty)
    let colour = try Self.chart(Self.entry("MVC", "#332288") + Self.entry("MVP", "#332288", "square", y: 170))
    #expect(ChartChecks.sharedLooks(colour, "bad").count == 1)
    let marker = try Self.chart(Self.entry("MVC", "#332288") + Self.entry("MVP", "#88CCEE", y: 170))
    #expect(ChartChecks.sharedLooks(marker, "bad").count == 1)
  }

  @Test("An architecture drawn in another colour in another chart, or a mark unlike its legend, is caught")
  func changedColour() throws {
    let first = try Self.chart(Self.entry("MVC", "#332288"))
    let second = try Self.chart(Self.entry("MVC", "#4e79a7"))
    #expect(ChartChecks.changedLooks([("a", first), ("b", first)], series: ["MVC"]).isEmpty)
    #expect(ChartChecks.changedLooks([("a", first), ("b", second)], series: ["MVC"]).count == 1)
    let mark = try Self.chart(Self.entry("MVC", "#332288") + ##"<rect data-series="MVC" fill="#e15759"/>"##)
    #expect(ChartChecks.unlikeLegend(mark, "bad").count == 1)
    let right = try Self.chart(Self.entry("MVC", "#332288") + ##"<rect data-series="MVC" fill="#332288"/>"##)
    #expect(ChartChecks.unlikeLegend(right, "good").isEmpty)
  }

  @Test("A text wider than its slot, past the edge, or over another is caught")
  func overflow() throws {
    let fits = try Self.chart(#"<text x="100" y="80" text-anchor="middle" data-slot="60">MVVM-</text>"#)
    #expect(ChartChecks.overflows(fits, "good").isEmpty)
    // "MVVM-Swi" was cut: 12 characters × 7.2 px = 86 px in a 60 px slot.
    let cut = try Self.chart(#"<text x="100" y="80" text-anchor="middle" data-slot="60">MVVM-SwiftUI</text>"#)
    #expect(ChartChecks.overflows(cut, "bad").count == 1)
    let edge = try Self.chart(#"<text x="350" y="80" data-slot="400">TCA-SwiftUI</text>"#)
    #expect(ChartChecks.overflows(edge, "bad").count == 1)
    let overlap = try Self.chart(
      #"<text x="100" y="80" data-slot="60">MVVM</text><text x="120" y="82" data-slot="60">MVP</text>"#)
    #expect(ChartChecks.overflows(overlap, "bad").count == 1)
  }

  @Test("A chart whose value axis has no title is caught")
  func untitled() throws {
    let chart = try #require(
      ChartReading(
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200"><text x="10" y="20">t</text></svg>"#))
    #expect(ChartChecks.untitledAxis(chart, "bad").count == 1)
    #expect(ChartChecks.untitledAxis(try Self.chart(""), "good").isEmpty)
  }

  @Test("Ticks that are not round are caught")
  func unround() throws {
    let ticks = { (values: [String]) in
      values.enumerated().map {
        #"<text x="40" y="\#(190 - 30 * $0.offset)" data-axis="value">\#($0.element)</text>"#
      }
      .joined()
    }
    #expect(ChartChecks.unroundTicks(try Self.chart(ticks(["0", "250", "500", "750"])), "good").isEmpty)
    #expect(ChartChecks.unroundTicks(try Self.chart(ticks(["0.01", "0.1", "1", "10"])), "good").isEmpty)
    #expect(ChartChecks.unroundTicks(try Self.chart(ticks(["0", "327.2", "654.5"])), "bad").count == 1)
    #expect(ChartChecks.unroundTicks(try Self.chart(ticks(["0.05×", "1.09×", "2.13×"])), "bad").count == 1)
  }
}
