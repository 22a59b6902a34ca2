import Foundation

extension ChartCanvas {
  /// The width of the widest tick label of `scale`.
  func tickWidth(_ scale: ChartScale, suffix: String) -> Double {
    scale.ticks.map { textWidth(scale.label($0) + suffix) }.max() ?? 0
  }

  /// A vertical plot's value axis: a gridline at each round tick, labelled left of the plot, and
  /// the axis line, broken near its foot when it does not start at 0 (`broken`).
  mutating func verticalTicks(_ scale: ChartScale, suffix: String, plot: PlotBox, broken: Bool) {
    let n = SVGChart.number
    for tick in scale.ticks {
      let y = plot.bottom - scale.fraction(tick) * plot.height
      add(
        "<line x1=\"\(n(plot.left))\" y1=\"\(n(y))\" x2=\"\(n(plot.right))\" y2=\"\(n(y))\" stroke=\"#e5e5e5\"/>"
      )
      add(
        Self.text(
          scale.label(tick) + suffix, x: plot.left - 6, y: y + fontSize * 0.35, anchor: .end,
          slot: plot.left - 16, attributes: " class=\"tick\" data-axis=\"value\""))
    }
    add(
      "<line x1=\"\(n(plot.left))\" y1=\"\(n(plot.top))\" x2=\"\(n(plot.left))\" y2=\"\(n(plot.bottom))\" stroke=\"#777\"/>\n"
    )
    guard broken else { return }
    let (x, y) = (plot.left, plot.bottom - 8)
    add(
      "<g class=\"axis-break\"><rect x=\"\(n(x - 6))\" y=\"\(n(y - 4))\" width=\"12\" height=\"6\" fill=\"white\"/><path d=\"M\(n(x - 6)),\(n(y)) L\(n(x + 6)),\(n(y - 5)) M\(n(x - 6)),\(n(y + 3)) L\(n(x + 6)),\(n(y - 2))\" stroke=\"#333\" stroke-width=\"1.2\" fill=\"none\"/></g>\n"
    )
  }

  /// A horizontal plot's value axis, drawn above it: round ticks labelled at `labelY` (a baseline)
  /// over the axis line, broken near its start when it does not start at 0 (`broken`).
  mutating func horizontalTicks(
    _ scale: ChartScale, suffix: String, plot: PlotBox, labelY: Double, broken: Bool
  ) {
    let n = SVGChart.number
    let intervals = max(1, scale.ticks.count - 1)
    for tick in scale.ticks {
      let x = plot.left + scale.fraction(tick) * plot.width
      add(
        Self.text(
          scale.label(tick) + suffix, x: x, y: labelY, anchor: .middle,
          slot: plot.width / Double(intervals) - 4, attributes: " class=\"tick\" data-axis=\"value\""))
      add(
        "<line x1=\"\(n(x))\" y1=\"\(n(plot.top - 4))\" x2=\"\(n(x))\" y2=\"\(n(plot.top))\" stroke=\"#777\"/>"
      )
    }
    add(
      "<line x1=\"\(n(plot.left))\" y1=\"\(n(plot.top))\" x2=\"\(n(plot.right))\" y2=\"\(n(plot.top))\" stroke=\"#777\"/>\n"
    )
    guard broken else { return }
    let (x, y) = (plot.left + 10, plot.top)
    add(
      "<g class=\"axis-break\"><rect x=\"\(n(x - 3))\" y=\"\(n(y - 6))\" width=\"7\" height=\"12\" fill=\"white\"/><path d=\"M\(n(x - 3)),\(n(y + 6)) L\(n(x + 1)),\(n(y - 6)) M\(n(x + 1)),\(n(y + 6)) L\(n(x + 5)),\(n(y - 6))\" stroke=\"#333\" stroke-width=\"1.2\" fill=\"none\"/></g>\n"
    )
  }

  /// The gridlines of a horizontal plot from `top` to `bottom` (one group's rows), as one path.
  static func horizontalGrid(_ scale: ChartScale, plot: PlotBox, top: Double, bottom: Double) -> String {
    let n = SVGChart.number
    let path = scale.ticks.map { tick in
      "M\(n(plot.left + scale.fraction(tick) * plot.width)),\(n(top)) V\(n(bottom))"
    }.joined(separator: " ")
    return "<path d=\"\(path)\" stroke=\"#e5e5e5\"/>\n"
  }

  /// Category labels under a vertical plot, centred on `xs`, each in a slot `slot` wide, from
  /// baseline `top`: whole (on at most two lines) when every one fits so; else by their first word
  /// (`1` for `1 delete contact`), named whole in a key below; else every k-th. Then the axis's
  /// `title`, if any. Returns the y below it all.
  mutating func categoryLabels(_ labels: [String], xs: [Double], slot: Double, top: Double, title: String?)
    -> Double
  {
    let wrapped = labels.map { ChartText.wrap($0, slot, size: fontSize, maxLines: 2) }
    let heads = labels.map { ChartText.words($0).first ?? $0 }
    var lines: [[String]]
    var key: [String] = []
    var slots = labels.map { _ in slot }
    if wrapped.allSatisfy({ !$0.isEmpty && !$0.contains { $0.hasSuffix("…") } }) {
      lines = wrapped
    } else if Set(heads).count == heads.count, heads.allSatisfy({ ChartText.fits($0, slot, size: fontSize) })
    {
      lines = heads.map { [$0] }
      key = labels
    } else {
      let every = Int((heads.map(textWidth).max() ?? 0) / max(slot, 1)) + 1
      lines = heads.enumerated().map { $0.offset % every == 0 ? [$0.element] : [] }
      slots = slots.map { $0 * Double(every) }
    }
    var bottom = top
    for (index, label) in lines.enumerated() where index < xs.count {
      for (row, line) in label.enumerated() {
        let y = top + Double(row) * lineHeight
        add(
          Self.text(
            ChartText.shortened(line, slots[index], size: fontSize), x: xs[index], y: y, anchor: .middle,
            slot: slots[index], attributes: " class=\"category\""))
        bottom = max(bottom, y)
      }
    }
    if let title {
      bottom += lineHeight + 2
      add(
        Self.text(
          title, x: size / 2, y: bottom, anchor: .middle, slot: size - 20,
          attributes: " class=\"axis-title\" data-axis-title=\"category\" fill=\"#444\""))
    }
    return key.isEmpty ? bottom + 8 : self.key(key, top: bottom + 6) + 4
  }
}
