import Foundation
import HarnessSupport
import Testing

@testable import Report

@Suite("Charts with many series")
struct ChartLayoutTests {
  /// `count` series, each in its own colour and marker.
  static func series(_ count: Int, values: [Double?] = [1, 2]) -> [SVGChart.Series] {
    let markers = SVGChart.Marker.allCases.filter { $0 != .none }
    return (0..<count).map { index in
      SVGChart.Series(
        "series \(index)",
        SVGChart.Style(
          color: String(format: "#%02X3366", 16 * index), marker: markers[index % markers.count]),
        values)
    }
  }

  @Test(
    "Grouped bars keep every legend entry of seven or more series inside the chart, at both widths",
    arguments: [2, 7, 12])
  func groupedLegend(seriesCount: Int) throws {
    let chart = SVGChart.groupedBars(
      title: "t", categories: ["a", "b"], series: Self.series(seriesCount), axis: SVGChart.Axis("things"))
    for width in SVGChart.Width.allCases {
      let reading = try #require(ChartReading(chart.svg(width)))
      #expect(reading.width == width.size)
      #expect(reading.legend.count == seriesCount)
      let legendTexts = reading.texts.filter { text in reading.legend.contains { $0.series == text.content } }
      #expect(legendTexts.count == seriesCount)
      for text in legendTexts {
        #expect(text.span.upperBound <= reading.width, "a legend entry runs off the right edge")
        #expect(text.rise.upperBound <= reading.height, "a legend entry runs off the bottom")
      }
      #expect(ChartChecks.overflows(reading, "\(width)").isEmpty, "two legend entries overlap, or one is cut")
    }
  }

  @Test(
    "Long category names wrap, or are named by their first word with a key, never cut", arguments: [3, 7, 14])
  func categoryNames(count: Int) throws {
    let categories = (0..<count).map { "\($0) a rather long step name" }
    let chart = SVGChart.lines(
      title: "A title long enough to need two lines on a phone, and perhaps more than that",
      categories: categories,
      series: Self.series(3, values: categories.map { _ in 5 }), axis: SVGChart.Axis("code lines"),
      categoryTitle: "step")
    for width in SVGChart.Width.allCases {
      let reading = try #require(ChartReading(chart.svg(width)))
      #expect(ChartChecks.all(reading, "\(width)").isEmpty, "\(ChartChecks.all(reading, "\(width)"))")
      #expect(!reading.texts.contains { $0.content.hasSuffix("…") }, "no name is cut")
    }
  }

  @Test("A missing value is no bar, not a zero")
  func missing() throws {
    let chart = SVGChart.groupedBars(
      title: "t", categories: ["a", "b"], series: Self.series(2, values: [3, nil]),
      axis: SVGChart.Axis("things"))
    let reading = try #require(ChartReading(chart.wide))
    #expect(reading.marks.count == 2 * 2, "one bar and one marker per series")
  }
}
