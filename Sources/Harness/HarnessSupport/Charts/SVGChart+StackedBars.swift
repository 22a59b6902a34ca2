extension SVGChart {
  /// Horizontal bars split into `series` segments, one bar per category, its total after it.
  /// Wide: the categories named left of their bars. Narrow: named on their own line above them.
  public static func stackedBars(title: String, categories: [String], series: [Series], axis: Axis) -> Chart {
    let bars = StackedBars(title: title, categories: categories, series: series, axis: axis)
    return Chart(wide: bars.drawing(.wide), narrow: bars.drawing(.narrow))
  }
}

/// A stacked bar chart's figures.
struct StackedBars {
  let title: String
  let categories: [String]
  let series: [SVGChart.Series]
  let axis: SVGChart.Axis

  func value(_ series: SVGChart.Series, _ index: Int) -> Double {
    index < series.values.count ? max(0, series.values[index] ?? 0) : 0
  }

  var totals: [Double] { categories.indices.map { index in series.reduce(0) { $0 + value($1, index) } } }

  func drawing(_ width: SVGChart.Width) -> String {
    var canvas = ChartCanvas(width)
    let scale = ChartScale(values: totals, axis: axis, maxIntervals: 5)
    var y = canvas.title(title)
    y = canvas.axisTitle(axis, startsAt: nil, y: y + canvas.fontSize)
    let beside = width == .wide
    let labelWidth = beside ? min(160, categories.map(canvas.textWidth).max() ?? 0) : 0
    let totalWidth = totals.map { canvas.textWidth(ChartCanvas.figure($0)) }.max() ?? 0
    let half = canvas.tickWidth(scale, suffix: axis.suffix) / 2
    let plot = PlotBox(
      left: beside ? 10 + labelWidth + 10 : 10 + half, top: y + canvas.lineHeight + 8,
      right: canvas.size - 10 - max(half, totalWidth + 6), bottom: 0)
    canvas.horizontalTicks(
      scale, suffix: axis.suffix, plot: plot, labelY: y + canvas.lineHeight + 1, broken: false)
    let barHeight = beside ? 22.0 : 16
    y = plot.top + 6
    var grid = ""
    var marks = ""
    for (index, category) in categories.enumerated() {
      if beside {
        marks += ChartCanvas.text(
          ChartText.shortened(category, labelWidth, size: canvas.fontSize), x: 10,
          y: y + barHeight / 2 + canvas.fontSize * 0.35, slot: labelWidth, attributes: " class=\"category\"")
      } else {
        y += canvas.fontSize
        marks += ChartCanvas.text(
          ChartText.shortened(category, canvas.size - 20, size: canvas.fontSize), x: 10, y: y,
          slot: canvas.size - 20, attributes: " class=\"category\"")
        y += 5
      }
      marks += segments(index, scale: scale, plot: plot, y: y, height: barHeight)
      let end = plot.left + max(0, min(1, scale.fraction(totals[index]))) * plot.width
      marks += ChartCanvas.text(
        ChartCanvas.figure(totals[index]), x: end + 5, y: y + barHeight / 2 + canvas.fontSize * 0.35,
        slot: canvas.size - 10 - end - 5, attributes: " class=\"total\"")
      grid += ChartCanvas.horizontalGrid(scale, plot: plot, top: y - 3, bottom: y + barHeight + 3)
      y += barHeight + (beside ? 10 : 8)
    }
    canvas.add(grid + marks)
    // The segments carry no marker: the legend shows colours only.
    y = canvas.legend(
      series.map { ($0.name, SVGChart.Style(color: $0.style.color)) }, swatch: .bar, top: y + 4)
    return canvas.svg(height: y + 8, label: title)
  }

  /// One category's bar: its segments side by side, each with a tooltip, outlined as a whole.
  func segments(_ index: Int, scale: ChartScale, plot: PlotBox, y: Double, height: Double) -> String {
    let n = SVGChart.number
    var x = plot.left
    var marks = ""
    var seams = ""
    for entry in series {
      let value = value(entry, index)
      guard value > 0 else { continue }
      let width = value / (scale.high - scale.low) * plot.width
      // A white seam between two segments, so that two dark colours do not run together.
      if x > plot.left {
        seams +=
          "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x))\" y2=\"\(n(y + height))\" stroke=\"white\"/>"
      }
      marks += ChartCanvas.bar(
        entry.style, x: x, y: y, width: width, height: height, series: entry.name,
        tooltip: "\(categories[index]), \(entry.name): \(ChartCanvas.figure(value)) \(axis.title)")
      x += width
    }
    return marks + seams
      + "<rect x=\"\(n(plot.left))\" y=\"\(n(y))\" width=\"\(n(x - plot.left))\" height=\"\(n(height))\" fill=\"none\" stroke=\"#333333\" stroke-width=\"0.6\"/>\n"
  }
}
