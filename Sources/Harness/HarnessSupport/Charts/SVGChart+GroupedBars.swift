extension SVGChart {
  /// Bars grouped by category, one bar per series with the series' marker atop it (a `nil` value
  /// is no bar, not a zero). Wide: vertical bars, the categories named under their groups. Narrow:
  /// horizontal bars, each category named on its own line above its group.
  public static func groupedBars(
    title: String, categories: [String], series: [Series], axis: Axis, categoryTitle: String? = nil
  ) -> Chart {
    let bars = GroupedBars(
      title: title, categories: categories, series: series, axis: axis, categoryTitle: categoryTitle)
    return Chart(wide: bars.vertical(.wide), narrow: bars.horizontal(.narrow))
  }
}

/// A grouped bar chart's figures, drawn vertically or horizontally.
struct GroupedBars {
  let title: String
  let categories: [String]
  let series: [SVGChart.Series]
  let axis: SVGChart.Axis
  let categoryTitle: String?

  func scale(_ width: SVGChart.Width) -> ChartScale {
    ChartScale(
      values: series.flatMap { $0.values.compactMap { $0 } }, axis: axis, maxIntervals: 5
    )
  }

  func value(_ series: SVGChart.Series, _ index: Int) -> Double? {
    index < series.values.count ? series.values[index] : nil
  }

  func tooltip(_ series: SVGChart.Series, _ index: Int, _ value: Double) -> String {
    "\(series.name), \(categories[index]): \(ChartCanvas.figure(value))\(axis.suffix)"
  }

  /// The marker's size atop a bar `thickness` thick.
  static func markerRadius(_ thickness: Double) -> Double { min(4.5, max(2.5, thickness * 0.42)) }

  /// Vertical bars, the categories under their groups, the legend below.
  func vertical(_ width: SVGChart.Width) -> String {
    var canvas = ChartCanvas(width)
    let scale = scale(width)
    var y = canvas.title(title)
    y = canvas.axisTitle(axis, startsAt: scale, y: y + canvas.fontSize)
    let left = 10 + canvas.tickWidth(scale, suffix: axis.suffix) + 16
    let plot = PlotBox(left: left, top: y + 16, right: canvas.size - 10, bottom: y + 16 + 230)
    canvas.verticalTicks(scale, suffix: axis.suffix, plot: plot, broken: scale.startsAboveZero)
    let groupWidth = plot.width / Double(max(categories.count, 1))
    let barWidth = groupWidth * 0.84 / Double(max(series.count, 1))
    let radius = Self.markerRadius(barWidth - 1)
    for index in categories.indices {
      for (position, entry) in series.enumerated() {
        guard let value = value(entry, index) else { continue }
        let x = plot.left + groupWidth * (Double(index) + 0.08) + barWidth * Double(position)
        let height = max(0, min(1, scale.fraction(value))) * plot.height
        canvas.add(
          ChartCanvas.bar(
            entry.style, x: x, y: plot.bottom - height, width: barWidth - 1, height: height,
            series: entry.name,
            tooltip: tooltip(entry, index, value)))
        canvas.add(
          ChartCanvas.marker(
            entry.style, x: x + (barWidth - 1) / 2, y: plot.bottom - height - radius * 1.3 - 1,
            radius: radius,
            series: entry.name))
      }
    }
    let xs = categories.indices.map { plot.left + groupWidth * (Double($0) + 0.5) }
    y = canvas.categoryLabels(
      categories, xs: xs, slot: groupWidth - 4, top: plot.bottom + canvas.lineHeight, title: categoryTitle)
    y = canvas.legend(series.map { ($0.name, $0.style) }, swatch: .bar, top: y + 4)
    return canvas.svg(height: y + 8, label: title)
  }

  /// Horizontal bars, the value axis above them, each category on its own line above its group.
  func horizontal(_ width: SVGChart.Width) -> String {
    var canvas = ChartCanvas(width)
    let scale = scale(width)
    var y = canvas.title(title)
    y = canvas.axisTitle(axis, startsAt: scale, y: y + canvas.fontSize)
    let barHeight = series.count >= 6 ? 7.0 : series.count >= 3 ? 10 : 13
    let radius = Self.markerRadius(barHeight + 2)
    let half = canvas.tickWidth(scale, suffix: axis.suffix) / 2
    let plot = PlotBox(
      left: 10 + half, top: y + canvas.lineHeight + 8, right: canvas.size - 10 - max(half, 2.6 * radius + 2),
      bottom: 0)
    canvas.horizontalTicks(
      scale, suffix: axis.suffix, plot: plot, labelY: y + canvas.lineHeight + 1, broken: scale.startsAboveZero
    )
    y = plot.top + 4
    for (index, category) in categories.enumerated() {
      y = canvas.wrapped(
        category, x: 10, y: y + canvas.fontSize, slot: canvas.size - 20, attributes: " class=\"category\"")
      let top = y + 5
      var marks = ""
      for (position, entry) in series.enumerated() {
        guard let value = value(entry, index) else { continue }
        let rowY = top + Double(position) * (barHeight + 2)
        let length = max(0, min(1, scale.fraction(value))) * plot.width
        marks += ChartCanvas.bar(
          entry.style, x: plot.left, y: rowY, width: length, height: barHeight, series: entry.name,
          tooltip: tooltip(entry, index, value))
        marks += ChartCanvas.marker(
          entry.style, x: plot.left + length + radius * 1.3 + 1, y: rowY + barHeight / 2, radius: radius,
          series: entry.name)
      }
      y = top + Double(series.count) * (barHeight + 2)
      canvas.add(ChartCanvas.horizontalGrid(scale, plot: plot, top: top - 2, bottom: y) + marks)
      y += 6
    }
    y = canvas.legend(series.map { ($0.name, $0.style) }, swatch: .bar, top: y + 4)
    return canvas.svg(height: y + 8, label: title)
  }
}
