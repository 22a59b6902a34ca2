import Foundation
import HarnessSupport
import Testing

@testable import Report

@Suite("Charts with many series")
struct ChartLayoutTests {
  /// The `x` and `y` of every legend swatch (the 12 × 12 squares) of `svg`.
  func swatches(_ svg: String) throws -> [(x: Double, y: Double)] {
    let pattern = try Regex(#"<rect x="([0-9.]+)" y="([0-9.]+)" width="12" height="12""#)
    return svg.matches(of: pattern).compactMap { match in
      guard let x = Double(match.output[1].substring ?? ""), let y = Double(match.output[2].substring ?? "")
      else { return nil }
      return (x, y)
    }
  }

  /// The `width` and `height` the chart declares.
  func size(_ svg: String) throws -> (width: Double, height: Double) {
    let match = try #require(svg.firstMatch(of: try Regex(#"width="([0-9]+)" height="([0-9]+)" role"#)))
    return (Double(match.output[1].substring ?? "") ?? 0, Double(match.output[2].substring ?? "") ?? 0)
  }

  @Test(
    "Grouped bars keep every legend entry of seven or more series inside the chart", arguments: [2, 7, 12])
  func groupedLegend(seriesCount: Int) throws {
    let series = (0..<seriesCount).map { ("series \($0)", [1.0, 2.0]) }
    let svg = SVGChart.groupedBars(title: "t", categories: ["a", "b"], series: series)
    let (width, height) = try size(svg)
    let legend = try swatches(svg)
    #expect(legend.count == seriesCount)
    for swatch in legend {
      #expect(swatch.x + 150 <= width, "a legend entry runs off the right edge")
      #expect(swatch.y + 12 <= height, "a legend entry runs off the bottom")
    }
    let places = Set(legend.map { "\($0.x),\($0.y)" })
    #expect(places.count == seriesCount, "two legend entries overlap")
  }
}
