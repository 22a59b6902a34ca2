extension IntervalChart {
  /// A column of series per category, the value axis left, the categories under their groups.
  func vertical(_ width: SVGChart.Width) -> String {
    var canvas = ChartCanvas(width)
    let scale = scale(width)
    var y = canvas.title(title)
    y = canvas.axisTitle(axis, startsAt: nil, y: y + canvas.fontSize)
    let left = 10 + canvas.tickWidth(scale, suffix: axis.suffix) + 16
    let plot = PlotBox(left: left, top: y + 14, right: canvas.size - 10, bottom: y + 14 + 240)
    canvas.verticalTicks(scale, suffix: axis.suffix, plot: plot, broken: false)
    func py(_ value: Double) -> Double { plot.bottom - scale.fraction(value) * plot.height }
    let groupWidth = plot.width / Double(max(categories.count, 1))
    let step = groupWidth * 0.88 / Double(max(series.count, 1))
    let radius = min(4, max(2.5, step * 0.42))
    for (index, category) in categories.enumerated() {
      let groupX = plot.left + groupWidth * Double(index)
      if index < band.count, let range = band[index] {
        canvas.add(
          bandRect(
            groupX + 3, py(range.upperBound), groupWidth - 6, py(range.lowerBound) - py(range.upperBound),
            category,
            range))
      }
    }
    canvas.add(referenceLine(plot.left, py(lineAt), plot.right, py(lineAt)))
    for index in categories.indices {
      for (position, entry) in series.enumerated() {
        guard let value = value(entry, index) else { continue }
        let x = plot.left + groupWidth * Double(index) + groupWidth * 0.06 + step * (Double(position) + 0.5)
        canvas.add(whisker(entry, x, py(value.low), x, py(value.high)))
        canvas.add(
          ChartCanvas.marker(
            entry.style, x: x, y: py(value.median), radius: radius, series: entry.name,
            tooltip: tooltip(entry, index, value)) + "\n")
      }
    }
    let xs = categories.indices.map { plot.left + groupWidth * (Double($0) + 0.5) }
    y = canvas.categoryLabels(
      categories, xs: xs, slot: groupWidth - 4, top: plot.bottom + canvas.lineHeight, title: nil)
    y = canvas.legend(legendEntries, top: y + 4)
    return canvas.svg(height: y + 8, label: title)
  }

  /// A row per series, the value axis above, each category named on its own line above its rows.
  func horizontal(_ width: SVGChart.Width) -> String {
    var canvas = ChartCanvas(width)
    let scale = scale(width)
    var y = canvas.title(title)
    y = canvas.axisTitle(axis, startsAt: nil, y: y + canvas.fontSize)
    let half = canvas.tickWidth(scale, suffix: axis.suffix) / 2
    let plot = PlotBox(
      left: 10 + half, top: y + canvas.lineHeight + 8, right: canvas.size - 10 - max(half, 6), bottom: 0)
    canvas.horizontalTicks(
      scale, suffix: axis.suffix, plot: plot, labelY: y + canvas.lineHeight + 1, broken: false)
    func px(_ value: Double) -> Double { plot.left + scale.fraction(value) * plot.width }
    let rowHeight = series.count >= 10 ? 9.0 : 12
    let radius = min(3.6, rowHeight * 0.42)
    y = plot.top + 4
    for (index, category) in categories.enumerated() {
      y = canvas.wrapped(
        category, x: 10, y: y + canvas.fontSize, slot: canvas.size - 20, attributes: " class=\"category\"")
      let top = y + 5
      let bottom = top + Double(series.count) * rowHeight
      var marks = ChartCanvas.horizontalGrid(scale, plot: plot, top: top, bottom: bottom)
      if index < band.count, let range = band[index] {
        marks += bandRect(
          px(range.lowerBound), top, px(range.upperBound) - px(range.lowerBound), bottom - top, category,
          range)
      }
      marks += referenceLine(px(lineAt), top, px(lineAt), bottom)
      for (position, entry) in series.enumerated() {
        guard let value = value(entry, index) else { continue }
        let rowY = top + (Double(position) + 0.5) * rowHeight
        marks += whisker(entry, px(value.low), rowY, px(value.high), rowY)
        marks +=
          ChartCanvas.marker(
            entry.style, x: px(value.median), y: rowY, radius: radius, series: entry.name,
            tooltip: tooltip(entry, index, value)) + "\n"
      }
      canvas.add(marks)
      y = bottom + 6
    }
    y = canvas.legend(legendEntries, top: y + 4)
    return canvas.svg(height: y + 8, label: title)
  }
}
