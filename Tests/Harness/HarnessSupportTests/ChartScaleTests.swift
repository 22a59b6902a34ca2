import HarnessSupport
import Testing

@Suite("Chart scales and labels")
struct ChartScaleTests {
  @Test(
    "Ticks are 1, 2, 2.5 or 5 × 10^k apart, from a tick at or below the data to one at or above it",
    arguments: [
      (0.0, 654.5, [0.0, 200, 400, 600, 800]), (0, 1000, [0, 200, 400, 600, 800, 1000]),
      (0.9, 2.2, [0.5, 1, 1.5, 2, 2.5]), (0, 7, [0, 2, 4, 6, 8]), (0, 11, [0, 2.5, 5, 7.5, 10, 12.5]),
      (0.05, 2.13, [0, 0.5, 1, 1.5, 2, 2.5]),
    ])
  func ticks(lowest: Double, highest: Double, expected: [Double]) {
    let scale = ChartScale(lowest: lowest, highest: highest)
    #expect(scale.ticks.count == expected.count)
    for (tick, value) in zip(scale.ticks, expected) { #expect(abs(tick - value) < 1e-9, "\(scale.ticks)") }
  }

  @Test("A percentage axis stops at 100; an axis from the data starts at a round tick below it")
  func percent() {
    let coverage = ChartScale(values: [97, 99.6], axis: SVGChart.Axis("%", maximum: 100))
    #expect(coverage.low == 0 && coverage.high == 100)
    let mutation = ChartScale(values: [84.2, 93.9], axis: SVGChart.Axis("%", fromData: true, maximum: 100))
    #expect(mutation.low == 80 && mutation.high == 95 && mutation.startsAboveZero)
    #expect(mutation.ticks.map(mutation.label) == ["80", "85", "90", "95"])
    #expect(!coverage.startsAboveZero)
  }

  @Test("Tick labels carry the decimals their step needs")
  func labels() {
    #expect(ChartScale(lowest: 0, highest: 11).label(7.5) == "7.5")
    #expect(ChartScale(lowest: 0.9, highest: 2.2).label(1) == "1")
    #expect(ChartScale(lowest: 0, highest: 1000).label(400) == "400")
    #expect(ChartScale.logLabel(0.01) == "0.01" && ChartScale.logLabel(100) == "100")
  }

  @Test("Labels wrap at spaces and after hyphens, and are cut with … only when they cannot fit")
  func wrapping() {
    #expect(ChartText.width("MVVM-SwiftUI", size: 12) == 12 * 0.6 * 12)
    #expect(ChartText.wrap("MVVM-SwiftUI", 60, size: 12, maxLines: 2) == ["MVVM-", "SwiftUI"])
    #expect(ChartText.wrap("01 delete contact", 80, size: 12, maxLines: 2) == ["01 delete", "contact"])
    #expect(ChartText.wrap("MVC", 60, size: 12, maxLines: 2) == ["MVC"])
    #expect(ChartText.wrap("one two three four", 30, size: 12, maxLines: 2) == ["one", "two…"])
    #expect(ChartText.shortened("framework stand-in", 60, size: 12) == "framewo…")
  }

  @Test("A light colour is known as light, to be outlined")
  func light() {
    #expect(SVGChart.Style(color: "#88CCEE").isLight && SVGChart.Style(color: "#DDCC77").isLight)
    #expect(!SVGChart.Style(color: "#332288").isLight && !SVGChart.Style(color: "#CC6677").isLight)
  }
}
