import Foundation

/// Small, dependency-free SVG charts with a fixed palette and layout, so the
/// same figures always give the same bytes: the report's and `archlab analyze`'s.
public enum SVGChart {
  public static let palette = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
    "#bab0ac", "#86bcb6", "#d37295",
  ]

  public static func number(_ value: Double) -> String { String(format: "%.1f", value) }

  private static func header(width: Int, height: Int, title: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" width="\(width)" height="\(height)" role="img" aria-label="\(Markup.escape(title))" font-family="sans-serif" font-size="12">
    <rect width="\(width)" height="\(height)" fill="white"/>
    <text x="10" y="20" font-size="14" font-weight="bold">\(Markup.escape(title))</text>

    """
  }

  /// Horizontal bars split into `series` segments, one bar per category.
  public static func stackedBars(
    title: String, categories: [String], series: [(name: String, values: [Double])], unit: String
  ) -> String {
    let width = 760
    let barHeight = 26
    let top = 40
    let left = 70
    let legendRows = (series.count + 4) / 5
    let height = top + categories.count * (barHeight + 12) + 30 + legendRows * 18
    let totals = categories.indices.map { index in series.reduce(0) { $0 + $1.values[index] } }
    let maxTotal = max(totals.max() ?? 1, 1)
    let scale = Double(width - left - 80) / maxTotal
    var svg = header(width: width, height: height, title: title)
    for (index, category) in categories.enumerated() {
      let y = top + index * (barHeight + 12)
      svg += "<text x=\"10\" y=\"\(y + barHeight / 2 + 4)\">\(Markup.escape(category))</text>\n"
      var x = Double(left)
      for (seriesIndex, entry) in series.enumerated() where entry.values[index] > 0 {
        let w = entry.values[index] * scale
        svg +=
          "<rect x=\"\(number(x))\" y=\"\(y)\" width=\"\(number(w))\" height=\"\(barHeight)\" fill=\"\(palette[seriesIndex % palette.count])\"><title>\(Markup.escape(entry.name)): \(Int(entry.values[index])) \(unit)</title></rect>\n"
        x += w
      }
      svg += "<text x=\"\(number(x + 6))\" y=\"\(y + barHeight / 2 + 4)\">\(Int(totals[index]))</text>\n"
    }
    let legendTop = top + categories.count * (barHeight + 12) + 10
    for (index, entry) in series.enumerated() {
      let x = 10 + (index % 5) * 148
      let y = legendTop + (index / 5) * 18
      svg +=
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"12\" height=\"12\" fill=\"\(palette[index % palette.count])\"/><text x=\"\(x + 16)\" y=\"\(y + 10)\">\(Markup.escape(entry.name))</text>\n"
    }
    return svg + "</svg>\n"
  }

  /// Vertical bars grouped by category, one bar per series.
  public static func groupedBars(
    title: String, categories: [String], series: [(name: String, values: [Double])], maxValue: Double? = nil,
    suffix: String = ""
  ) -> String {
    let width = 760
    let top = 40
    let bottom = 250
    let left = 50
    let legendColumns = (width - left) / 150
    let legendRows = (series.count + legendColumns - 1) / legendColumns
    let height = bottom + 30 + max(legendRows, 1) * 18
    let maxY = max(maxValue ?? (series.flatMap(\.values).max() ?? 1), 1)
    let groupWidth = Double(width - left - 20) / Double(max(categories.count, 1))
    let barWidth = groupWidth * 0.8 / Double(max(series.count, 1))
    var svg = header(width: width, height: height, title: title)
    for tick in 0...4 {
      let value = maxY * Double(tick) / 4
      let y = Double(bottom) - Double(bottom - top) * Double(tick) / 4
      svg +=
        "<line x1=\"\(left)\" y1=\"\(number(y))\" x2=\"\(width - 20)\" y2=\"\(number(y))\" stroke=\"#e5e5e5\"/><text x=\"\(left - 6)\" y=\"\(number(y + 4))\" text-anchor=\"end\">\(number(value))\(suffix)</text>\n"
    }
    for (index, category) in categories.enumerated() {
      let groupX = Double(left) + groupWidth * Double(index) + groupWidth * 0.1
      for (seriesIndex, entry) in series.enumerated() {
        let value = entry.values[index]
        let h = Double(bottom - top) * value / maxY
        let x = groupX + barWidth * Double(seriesIndex)
        svg +=
          "<rect x=\"\(number(x))\" y=\"\(number(Double(bottom) - h))\" width=\"\(number(barWidth - 2))\" height=\"\(number(h))\" fill=\"\(palette[seriesIndex % palette.count])\"><title>\(Markup.escape(category)) \(Markup.escape(entry.name)): \(number(value))\(suffix)</title></rect>\n"
      }
      svg +=
        "<text x=\"\(number(groupX + groupWidth * 0.4))\" y=\"\(bottom + 18)\" text-anchor=\"middle\">\(Markup.escape(category))</text>\n"
    }
    for (index, entry) in series.enumerated() {
      let x = left + (index % legendColumns) * 150
      let y = bottom + 32 + (index / legendColumns) * 18
      svg +=
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"12\" height=\"12\" fill=\"\(palette[index % palette.count])\"/><text x=\"\(x + 16)\" y=\"\(y + 10)\">\(Markup.escape(entry.name))</text>\n"
    }
    return svg + "</svg>\n"
  }

  /// Lines on log-log axes: x is N, y is a time in nanoseconds (drawn in ms);
  /// a `dashed` series is a reference drawn as a dashed line.
  public static func logLogLines(
    title: String, series: [(name: String, points: [(x: Double, y: Double)], dashed: Bool)]
  ) -> String {
    let width = 760
    let height = 340
    let top = 40
    let bottom = 280
    let left = 70
    let right = width - 140
    let xs = series.flatMap { $0.points.map(\.x) }.filter { $0 > 0 }
    let ys = series.flatMap { $0.points.map(\.y) }.filter { $0 > 0 }
    var svg = header(width: width, height: height, title: title)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return svg + "<text x=\"10\" y=\"60\">no data</text></svg>\n"
    }
    let lx0 = log10(minX), lx1 = max(log10(maxX), lx0 + 1)
    let ly0 = floor(log10(minY)), ly1 = max(ceil(log10(maxY)), ly0 + 1)
    func px(_ x: Double) -> Double { Double(left) + (log10(x) - lx0) / (lx1 - lx0) * Double(right - left) }
    func py(_ y: Double) -> Double { Double(bottom) - (log10(y) - ly0) / (ly1 - ly0) * Double(bottom - top) }
    for decade in Int(ly0)...Int(ly1) {
      let y = py(pow(10, Double(decade)))
      let label = pow(10, Double(decade)) / 1_000_000
      svg +=
        "<line x1=\"\(left)\" y1=\"\(number(y))\" x2=\"\(right)\" y2=\"\(number(y))\" stroke=\"#e5e5e5\"/><text x=\"\(left - 6)\" y=\"\(number(y + 4))\" text-anchor=\"end\">\(label < 1 ? String(format: "%g", label) : String(format: "%.0f", label)) ms</text>\n"
    }
    for x in Set(xs).sorted() {
      svg += "<text x=\"\(number(px(x)))\" y=\"\(bottom + 18)\" text-anchor=\"middle\">\(Int(x))</text>\n"
    }
    svg +=
      "<text x=\"\((left + right) / 2)\" y=\"\(bottom + 36)\" text-anchor=\"middle\">N (log scale)</text>\n"
    for (index, entry) in series.enumerated() {
      let color = palette[index % palette.count]
      let points = entry.points.filter { $0.x > 0 && $0.y > 0 }.sorted { $0.x < $1.x }
      let path = points.map { "\(number(px($0.x))),\(number(py($0.y)))" }.joined(separator: " ")
      svg +=
        "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(entry.dashed ? " stroke-dasharray=\"5 4\"" : "")/>\n"
      for point in points {
        svg +=
          "<circle cx=\"\(number(px(point.x)))\" cy=\"\(number(py(point.y)))\" r=\"3\" fill=\"\(color)\"><title>\(Markup.escape(entry.name)) N=\(Int(point.x)): \(String(format: "%.3f", point.y / 1_000_000)) ms</title></circle>\n"
      }
      svg +=
        "<rect x=\"\(right + 16)\" y=\"\(top + index * 20)\" width=\"12\" height=\"12\" fill=\"\(color)\"/><text x=\"\(right + 32)\" y=\"\(top + index * 20 + 10)\">\(Markup.escape(entry.name))</text>\n"
    }
    return svg + "</svg>\n"
  }
}

extension SVGChart {
  /// Medians with their intervals, grouped by category (one column of series
  /// per category), on a linear y axis with a dashed line at 1 and, behind
  /// each category, its `band` shaded grey: the ratios to the floor with the
  /// A/A band.
  public static func intervals(
    title: String, categories: [String], band: [(low: Double, high: Double)?],
    series: [(name: String, values: [(median: Double, low: Double, high: Double)?])]
  ) -> String {
    let (width, height, top, bottom, left, right) = (760, 340, 40, 280, 60, 620)
    var svg = header(width: width, height: height, title: title)
    let values = series.flatMap { entry in entry.values.compactMap { $0 } }
    let edges = band.compactMap { $0 }
    let bounds: [Double] = values.map(\.low) + values.map(\.high) + edges.map(\.low) + edges.map(\.high) + [1]
    guard !values.isEmpty, let lowest = bounds.min(), let highest = bounds.max() else {
      return svg + "<text x=\"10\" y=\"60\">no data</text></svg>\n"
    }
    let padding = max((highest - lowest) * 0.08, 0.02)
    let minY = max(0, lowest - padding)
    let maxY = highest + padding
    let scale = Double(bottom - top) / (maxY - minY)
    func py(_ y: Double) -> Double { Double(bottom) - (y - minY) * scale }
    for tick in 0...4 {
      let value = minY + (maxY - minY) * Double(tick) / 4
      svg +=
        "<line x1=\"\(left)\" y1=\"\(number(py(value)))\" x2=\"\(right)\" y2=\"\(number(py(value)))\" stroke=\"#e5e5e5\"/><text x=\"\(left - 6)\" y=\"\(number(py(value) + 4))\" text-anchor=\"end\">\(String(format: "%.2f", value))×</text>\n"
    }
    let groupWidth = Double(right - left) / Double(max(categories.count, 1))
    let step = groupWidth * 0.8 / Double(max(series.count, 1))
    for (index, category) in categories.enumerated() {
      let groupX = Double(left) + groupWidth * Double(index)
      if index < band.count, let edges = band[index] {
        svg +=
          "<rect x=\"\(number(groupX + 4))\" y=\"\(number(py(edges.high)))\" width=\"\(number(groupWidth - 8))\" height=\"\(number(max(1, py(edges.low) - py(edges.high))))\" fill=\"#d9d9d9\"><title>\(Markup.escape(category)) A/A band: \(String(format: "%.3f", edges.low))–\(String(format: "%.3f", edges.high))</title></rect>\n"
      }
      svg +=
        "<text x=\"\(number(groupX + groupWidth / 2))\" y=\"\(bottom + 18)\" text-anchor=\"middle\">\(Markup.escape(category))</text>\n"
      for (seriesIndex, entry) in series.enumerated() {
        guard index < entry.values.count, let value = entry.values[index] else { continue }
        let x = groupX + groupWidth * 0.1 + step * (Double(seriesIndex) + 0.5)
        let color = palette[seriesIndex % palette.count]
        svg +=
          "<line x1=\"\(number(x))\" y1=\"\(number(py(value.low)))\" x2=\"\(number(x))\" y2=\"\(number(py(value.high)))\" stroke=\"\(color)\" stroke-width=\"2\"/>"
          + "<circle cx=\"\(number(x))\" cy=\"\(number(py(value.median)))\" r=\"3.5\" fill=\"\(color)\"><title>\(Markup.escape(entry.name)) \(Markup.escape(category)): \(String(format: "%.3f", value.median))× [\(String(format: "%.3f", value.low)), \(String(format: "%.3f", value.high))]</title></circle>\n"
      }
    }
    svg +=
      "<line x1=\"\(left)\" y1=\"\(number(py(1)))\" x2=\"\(right)\" y2=\"\(number(py(1)))\" stroke=\"#555\" stroke-dasharray=\"4 3\"/>\n"
    for (index, entry) in series.enumerated() {
      svg +=
        "<rect x=\"\(right + 16)\" y=\"\(top + index * 20)\" width=\"12\" height=\"12\" fill=\"\(palette[index % palette.count])\"/><text x=\"\(right + 32)\" y=\"\(top + index * 20 + 10)\">\(Markup.escape(entry.name))</text>\n"
    }
    return svg + "</svg>\n"
  }
}

extension SVGChart {
  /// One line per series over the same categories (the steps of a series), on a linear
  /// y axis from 0; each point carries its value in a tooltip.
  public static func lines(
    title: String, categories: [String], series: [(name: String, values: [Double])], suffix: String = ""
  ) -> String {
    let (width, top, bottom, left, right) = (760, 40, 260, 60, 600)
    let height = max(bottom + 40, top + series.count * 20 + 20)
    let maxY = max(series.flatMap(\.values).max() ?? 1, 1)
    let step = Double(right - left) / Double(max(categories.count - 1, 1))
    func px(_ index: Int) -> Double { Double(left) + step * Double(index) }
    func py(_ value: Double) -> Double { Double(bottom) - Double(bottom - top) * value / maxY }
    var svg = header(width: width, height: height, title: title)
    for tick in 0...4 {
      let value = maxY * Double(tick) / 4
      svg +=
        "<line x1=\"\(left)\" y1=\"\(number(py(value)))\" x2=\"\(right)\" y2=\"\(number(py(value)))\" stroke=\"#e5e5e5\"/><text x=\"\(left - 6)\" y=\"\(number(py(value) + 4))\" text-anchor=\"end\">\(number(value))\(suffix)</text>\n"
    }
    for (index, category) in categories.enumerated() {
      svg +=
        "<text x=\"\(number(px(index)))\" y=\"\(bottom + 18)\" text-anchor=\"middle\">\(Markup.escape(category))</text>\n"
    }
    for (index, entry) in series.enumerated() {
      let color = palette[index % palette.count]
      let path = entry.values.enumerated().map { "\(number(px($0.offset))),\(number(py($0.element)))" }
        .joined(separator: " ")
      svg += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
      for (point, value) in entry.values.enumerated() {
        svg +=
          "<circle cx=\"\(number(px(point)))\" cy=\"\(number(py(value)))\" r=\"3\" fill=\"\(color)\"><title>\(Markup.escape(entry.name)) \(Markup.escape(categories[point])): \(number(value))\(suffix)</title></circle>\n"
      }
      svg +=
        "<rect x=\"\(right + 16)\" y=\"\(top + index * 20)\" width=\"12\" height=\"12\" fill=\"\(color)\"/><text x=\"\(right + 32)\" y=\"\(top + index * 20 + 10)\">\(Markup.escape(entry.name))</text>\n"
    }
    return svg + "</svg>\n"
  }
}
