extension ChartCanvas {
  /// What a legend entry's swatch shows: a bar's colour (and marker), or a line's dash and marker.
  enum Swatch { case bar, line }

  /// A legend with every entry's swatch drawn as `swatch`.
  mutating func legend(
    _ entries: [(name: String, style: SVGChart.Style)], swatch: Swatch, top: Double
  ) -> Double {
    legend(entries.map { ($0.name, $0.style, swatch) }, top: top)
  }

  /// The legend under the plot: one entry per series in columns as wide as the longest entry
  /// needs, as many as fit across, rows from `top`; returns the y below it. Each entry says its
  /// series, colour, marker and dash (`data-series`, `data-color`, `data-marker`, `data-dash`).
  mutating func legend(
    _ entries: [(name: String, style: SVGChart.Style, swatch: Swatch)], top: Double
  ) -> Double {
    guard !entries.isEmpty else { return top }
    let markers = entries.contains { $0.style.marker != .none }
    let swatchWidth = entries.contains { $0.swatch == .line } ? 30.0 : (markers ? 32.0 : 18.0)
    let columns = columns(entries.map(\.name), lead: swatchWidth)
    let rowHeight = fontSize + 8
    for (index, entry) in entries.enumerated() {
      let x = 10 + Double(index % columns.count) * columns.width
      let middle = top + Double(index / columns.count) * rowHeight + rowHeight / 2
      let style = entry.style
      add(
        "<g class=\"legend-entry\" data-series=\"\(Markup.escape(entry.name))\" data-color=\"\(style.color)\" data-marker=\"\(style.marker.rawValue)\" data-dash=\"\(style.dash ?? "")\">"
      )
      switch entry.swatch {
      case .bar:
        add(
          "<rect x=\"\(SVGChart.number(x))\" y=\"\(SVGChart.number(middle - 6))\" width=\"12\" height=\"12\" fill=\"\(style.color)\"\(style.outline)/>"
        )
        add(Self.marker(style, x: x + 22, y: middle, radius: 4.5))
      case .line:
        let dash = style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        add(
          "<line x1=\"\(SVGChart.number(x))\" y1=\"\(SVGChart.number(middle))\" x2=\"\(SVGChart.number(x + 24))\" y2=\"\(SVGChart.number(middle))\" stroke=\"\(style.color)\" stroke-width=\"2\"\(dash)/>"
        )
        add(Self.marker(style, x: x + 12, y: middle, radius: 4))
      }
      add(entryText(entry.name, x: x + swatchWidth, y: middle + fontSize * 0.35, slot: columns.slot))
      add("</g>\n")
    }
    let rows = (entries.count + columns.count - 1) / columns.count
    return top + Double(rows) * rowHeight
  }

  /// A text in a slot, shortened with `…` when it does not fit (its whole text then in a tooltip).
  func entryText(_ text: String, x: Double, y: Double, slot: Double) -> String {
    let shown = ChartText.shortened(text, slot, size: fontSize)
    let element = Self.text(shown, x: x, y: y, slot: slot)
    guard shown != text else { return element }
    return element.replacingOccurrences(of: "</text>", with: "<title>\(Markup.escape(text))</title></text>")
  }

  /// Columns for `texts`, each led by `lead` (a swatch): as wide as the longest text needs, as
  /// many as fit across the canvas, sharing its width; `slot` is each text's room.
  func columns(_ texts: [String], lead: Double) -> (count: Int, width: Double, slot: Double) {
    let available = size - 20
    let gap = 14.0
    let longest = texts.map(textWidth).max() ?? 0
    let needed = min(available, lead + longest + gap)
    let count = max(1, min(texts.count, Int((available + 0.001) / needed)))
    let width = available / Double(count)
    return (count, width, width - lead - gap)
  }

  /// Texts in columns from `top` (the key naming categories a plot labels by their first word);
  /// returns the y below them.
  mutating func key(_ texts: [String], top: Double) -> Double {
    guard !texts.isEmpty else { return top }
    let columns = columns(texts, lead: 0)
    for (index, text) in texts.enumerated() {
      let x = 10 + Double(index % columns.count) * columns.width
      let y = top + Double(index / columns.count) * lineHeight + fontSize
      add(
        entryText(text, x: x, y: y, slot: columns.slot).replacingOccurrences(
          of: "<text ", with: "<text class=\"category-key\" "))
    }
    let rows = (texts.count + columns.count - 1) / columns.count
    return top + Double(rows) * lineHeight
  }
}
