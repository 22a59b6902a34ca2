extension SVGChart {
  /// Something drawn behind a chart's series to read them against: a line (the floor every ratio
  /// is over, at 1×), a band (the A/A noise band).
  public struct Reference: Sendable {
    public var name: String
    public var style: Style

    /// Creates a reference.
    public init(_ name: String, _ style: Style) {
      self.name = name
      self.style = style
    }
  }

  /// Medians with their intervals, a column of series per category, each category's `band`
  /// shaded behind it and a dashed `line` across at `lineAt`: ratios to a floor with the A/A band.
  /// Wide: vertical, the categories under their groups. Narrow: horizontal, a row per series, each
  /// category named on its own line above its rows.
  public static func intervals(
    title: String, categories: [String], series: [IntervalSeries], axis: Axis, line: Reference,
    lineAt: Double = 1, band: [ClosedRange<Double>?], bandKey: Reference
  ) -> Chart {
    let chart = IntervalChart(
      title: title, categories: categories, series: series, axis: axis, line: line, lineAt: lineAt,
      band: band,
      bandKey: bandKey)
    return Chart(wide: chart.vertical(.wide), narrow: chart.horizontal(.narrow))
  }
}

/// An interval chart's figures, drawn vertically or horizontally.
struct IntervalChart {
  let title: String
  let categories: [String]
  let series: [SVGChart.IntervalSeries]
  let axis: SVGChart.Axis
  let line: SVGChart.Reference
  let lineAt: Double
  let band: [ClosedRange<Double>?]
  let bandKey: SVGChart.Reference

  func scale(_ width: SVGChart.Width) -> ChartScale {
    let values = series.flatMap { $0.values.compactMap { $0 } }
    let ranges = band.compactMap { $0 }
    let bounds =
      values.map(\.low) + values.map(\.high) + ranges.map(\.lowerBound) + ranges.map(\.upperBound) + [lineAt]
    let lowest = bounds.min() ?? 0
    let highest = bounds.max() ?? 1
    let padding = max((highest - lowest) * 0.06, 0.01)
    return ChartScale(
      lowest: max(0, lowest - padding), highest: highest + padding, maxIntervals: width == .wide ? 6 : 5)
  }

  func value(_ series: SVGChart.IntervalSeries, _ index: Int) -> SVGChart.Interval? {
    index < series.values.count ? series.values[index] : nil
  }

  func tooltip(_ series: SVGChart.IntervalSeries, _ index: Int, _ value: SVGChart.Interval) -> String {
    let f = { String(format: "%.3f", $0) }
    return
      "\(series.name), \(categories[index]): \(f(value.median))\(axis.suffix) [\(f(value.low)), \(f(value.high))]"
  }

  var legendEntries: [(name: String, style: SVGChart.Style, swatch: ChartCanvas.Swatch)] {
    series.map { ($0.name, $0.style, .line) } + [
      (line.name, line.style, .line), (bandKey.name, bandKey.style, .bar),
    ]
  }

  /// A band from `low` to `high` of the value axis: a rectangle at `x` to `x + width`, `y` to `y + height`.
  func bandRect(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ category: String,
    _ range: ClosedRange<Double>
  ) -> String {
    let n = SVGChart.number
    let f = { String(format: "%.3f", $0) }
    return
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(width, 1)))\" height=\"\(n(max(height, 1)))\" fill=\"\(bandKey.style.color)\" data-series=\"\(Markup.escape(bandKey.name))\"><title>\(Markup.escape(category)) \(Markup.escape(bandKey.name)): \(f(range.lowerBound))–\(f(range.upperBound))</title></rect>\n"
  }

  /// The reference line from (`x1`, `y1`) to (`x2`, `y2`).
  func referenceLine(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
    let n = SVGChart.number
    let dash = line.style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
    return
      "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(line.style.color)\" stroke-width=\"1.5\"\(dash) data-series=\"\(Markup.escape(line.name))\"/>\n"
  }

  /// A whisker from (`x1`, `y1`) to (`x2`, `y2`) in `series`' colour.
  func whisker(_ series: SVGChart.IntervalSeries, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> String
  {
    let n = SVGChart.number
    return
      "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(series.style.color)\" stroke-width=\"1.6\" data-series=\"\(Markup.escape(series.name))\"/>"
  }
}
