import Foundation

extension SVGChart {
  /// One line per series over the same categories (the steps of a series), on a value axis from 0
  /// (or from the data, `axis.fromData`); each point carries its value in a tooltip, a `nil` value
  /// leaves a gap. Each category sits in the middle of its own slot, named under it.
  public static func lines(
    title: String, categories: [String], series: [Series], axis: Axis, categoryTitle: String? = nil
  ) -> Chart {
    Chart(
      wide: linesDrawing(title, categories, series, axis, categoryTitle, .wide),
      narrow: linesDrawing(title, categories, series, axis, categoryTitle, .narrow))
  }

  static func linesDrawing(
    _ title: String, _ categories: [String], _ series: [Series], _ axis: Axis, _ categoryTitle: String?,
    _ width: Width
  ) -> String {
    var canvas = ChartCanvas(width)
    let scale = ChartScale(
      values: series.flatMap { $0.values.compactMap { $0 } }, axis: axis, maxIntervals: 5
    )
    var y = canvas.title(title)
    y = canvas.axisTitle(axis, startsAt: nil, y: y + canvas.fontSize)
    let left = 10 + canvas.tickWidth(scale, suffix: axis.suffix) + 16
    let plot = PlotBox(
      left: left, top: y + 14, right: canvas.size - 10, bottom: y + 14 + (width == .wide ? 230 : 200))
    canvas.verticalTicks(scale, suffix: axis.suffix, plot: plot, broken: false)
    let step = plot.width / Double(max(categories.count, 1))
    let xs = categories.indices.map { plot.left + step * (Double($0) + 0.5) }
    func py(_ value: Double) -> Double { plot.bottom - scale.fraction(value) * plot.height }
    let radius = width == .wide ? 4.0 : 3.5
    for entry in series {
      // A gap where a value is missing: the line is drawn in runs.
      var run: [(x: Double, y: Double)] = []
      var markers = ""
      for (index, value) in entry.values.enumerated() where index < xs.count {
        guard let value else {
          canvas.add(ChartCanvas.line(entry.style, run, series: entry.name))
          run = []
          continue
        }
        run.append((xs[index], py(value)))
        markers += ChartCanvas.marker(
          entry.style, x: xs[index], y: py(value), radius: radius, series: entry.name,
          tooltip: "\(entry.name), \(categories[index]): \(ChartCanvas.figure(value))\(axis.suffix)")
      }
      canvas.add(ChartCanvas.line(entry.style, run, series: entry.name) + markers + "\n")
    }
    y = canvas.categoryLabels(
      categories, xs: xs, slot: step - 4, top: plot.bottom + canvas.lineHeight, title: categoryTitle)
    y = canvas.legend(series.map { ($0.name, $0.style) }, swatch: .line, top: y + 4)
    return canvas.svg(height: y + 8, label: title)
  }
}
