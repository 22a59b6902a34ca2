import Foundation

extension SVGChart {
  /// Lines on log-log axes: x is a count (N), y a time in nanoseconds drawn in milliseconds, ticked
  /// at each power of ten (and at 2 and 5 times it when the data spans few). A series with a dash
  /// is a reference.
  public static func logLogLines(title: String, series: [PointSeries], xTitle: String, axis: Axis) -> Chart {
    Chart(
      wide: logLogDrawing(title, series, xTitle, axis, .wide),
      narrow: logLogDrawing(title, series, xTitle, axis, .narrow))
  }

  /// The ticks of a log axis from `low` to `high` (powers of ten, whole decades): each power of
  /// ten, with 2 and 5 times it when there are fewer than three decades.
  static func logTicks(_ low: Double, _ high: Double) -> [Double] {
    let decades = Int(high - low)
    return (Int(low)...Int(high)).flatMap { decade -> [Double] in
      let base = pow(10, Double(decade))
      return decade < Int(high) && decades < 3 ? [base, 2 * base, 5 * base] : [base]
    }
  }

  static func logLogDrawing(
    _ title: String, _ series: [PointSeries], _ xTitle: String, _ axis: Axis, _ width: Width
  ) -> String {
    var canvas = ChartCanvas(width)
    var y = canvas.title(title)
    let points = series.flatMap(\.points).filter { $0.x > 0 && $0.y > 0 }
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
      let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
    else {
      canvas.add(ChartCanvas.text("no data", x: 10, y: y + canvas.fontSize, slot: canvas.size - 20))
      return canvas.svg(height: y + 30, label: title)
    }
    // Milliseconds, on whole decades.
    let ly0 = floor(log10(minY / 1e6))
    let ly1 = max(ceil(log10(maxY / 1e6)), ly0 + 1)
    let ticks = logTicks(ly0, ly1)
    let labels = ticks.map(ChartScale.logLabel)
    y = canvas.axisTitle(axis, startsAt: nil, y: y + canvas.fontSize)
    let left = 10 + (labels.map(canvas.textWidth).max() ?? 0) + 16
    let xPad = 0.06 * max(log10(maxX) - log10(minX), 1)
    let (lx0, lx1) = (log10(minX) - xPad, log10(maxX) + xPad)
    let plot = PlotBox(
      left: left, top: y + 14, right: canvas.size - 14, bottom: y + 14 + (width == .wide ? 240 : 200))
    func px(_ x: Double) -> Double { plot.left + (log10(x) - lx0) / (lx1 - lx0) * plot.width }
    func py(_ ms: Double) -> Double { plot.bottom - (log10(ms) - ly0) / (ly1 - ly0) * plot.height }
    let n = SVGChart.number
    for (tick, label) in zip(ticks, labels) {
      canvas.add(
        "<line x1=\"\(n(plot.left))\" y1=\"\(n(py(tick)))\" x2=\"\(n(plot.right))\" y2=\"\(n(py(tick)))\" stroke=\"#e5e5e5\"/>"
          + ChartCanvas.text(
            label, x: plot.left - 6, y: py(tick) + canvas.fontSize * 0.35, anchor: .end, slot: plot.left - 16,
            attributes: " class=\"tick\" data-axis=\"value\""))
    }
    canvas.add(
      "<line x1=\"\(n(plot.left))\" y1=\"\(n(plot.top))\" x2=\"\(n(plot.left))\" y2=\"\(n(plot.bottom))\" stroke=\"#777\"/>\n"
    )
    y = xTicks(Set(points.map(\.x)).sorted(), px: px, plot: plot, title: xTitle, canvas: &canvas)
    let radius = width == .wide ? 4.0 : 3.5
    for entry in series {
      let shown = entry.points.filter { $0.x > 0 && $0.y > 0 }.sorted { $0.x < $1.x }
      canvas.add(ChartCanvas.line(entry.style, shown.map { (px($0.x), py($0.y / 1e6)) }, series: entry.name))
      for point in shown {
        canvas.add(
          ChartCanvas.marker(
            entry.style, x: px(point.x), y: py(point.y / 1e6), radius: radius, series: entry.name,
            tooltip: "\(entry.name), N=\(Int(point.x)): \(String(format: "%.3f", point.y / 1e6)) ms"))
      }
      canvas.add("\n")
    }
    y = canvas.legend(series.map { ($0.name, $0.style) }, swatch: .line, top: y + 4)
    return canvas.svg(height: y + 8, label: title)
  }

  /// The x axis's ticks at the measured `xs`, each labelled in the room between its neighbours,
  /// and its title; returns the y below them.
  static func xTicks(
    _ xs: [Double], px: (Double) -> Double, plot: PlotBox, title: String, canvas: inout ChartCanvas
  ) -> Double {
    let positions = xs.map(px)
    let labelY = plot.bottom + canvas.lineHeight
    let slots = positions.indices.map { index in
      let x = positions[index]
      let before = index > 0 ? x - positions[index - 1] : 2 * (x - 10)
      let after = index + 1 < positions.count ? positions[index + 1] - x : 2 * (canvas.size - 10 - x)
      return min(before, after) - 4
    }
    // Counts written whole, or all in thousands (`100k`) when one does not fit its room.
    let whole = xs.map { String(Int($0)) }
    let fit = zip(whole, slots).allSatisfy { ChartText.fits($0, $1, size: canvas.fontSize) }
    let labels =
      fit ? whole : xs.map { Int($0) >= 1000 && Int($0) % 1000 == 0 ? "\(Int($0) / 1000)k" : String(Int($0)) }
    for (index, x) in positions.enumerated() {
      canvas.add(
        "<line x1=\"\(SVGChart.number(x))\" y1=\"\(SVGChart.number(plot.bottom))\" x2=\"\(SVGChart.number(x))\" y2=\"\(SVGChart.number(plot.bottom + 4))\" stroke=\"#777\"/>"
          + ChartCanvas.text(
            labels[index], x: x, y: labelY, anchor: .middle, slot: slots[index],
            attributes: " class=\"tick\" data-axis=\"x\""))
    }
    let titleY = labelY + canvas.lineHeight + 2
    canvas.add(
      ChartCanvas.text(
        title, x: canvas.size / 2, y: titleY, anchor: .middle, slot: canvas.size - 20,
        attributes: " class=\"axis-title\" data-axis-title=\"x\" fill=\"#444\""))
    return titleY + 8
  }
}
