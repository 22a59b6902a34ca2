import Foundation

/// One drawing being made at one width: the SVG so far, and the pieces every chart shares
/// (title, axis titles, ticks, category labels, legend), each text placed in a slot it fits.
struct ChartCanvas {
  /// Where a text's `x` is: its start, its middle or its end.
  enum Anchor: String { case start, middle, end }

  let width: SVGChart.Width
  private(set) var body = ""

  init(_ width: SVGChart.Width) { self.width = width }

  /// The view box's width.
  var size: Double { width.size }
  /// The font size of ticks, labels and legends.
  var fontSize: Double { width.fontSize }
  /// The height of a line of text.
  var lineHeight: Double { fontSize + 4 }

  /// The estimated width of `text` at the canvas's font size.
  func textWidth(_ text: String) -> Double { ChartText.width(text, size: fontSize) }

  mutating func add(_ element: String) { body += element }

  /// A `<text>` in a slot `slot` wide (`data-slot`), escaped.
  static func text(
    _ text: String, x: Double, y: Double, anchor: Anchor = .start, slot: Double, size: Double? = nil,
    attributes: String = ""
  ) -> String {
    let anchorAttribute = anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\""
    let sizeAttribute = size.map { " font-size=\"\(SVGChart.number($0))\"" } ?? ""
    return
      "<text x=\"\(SVGChart.number(x))\" y=\"\(SVGChart.number(y))\"\(anchorAttribute) data-slot=\"\(SVGChart.number(slot))\"\(sizeAttribute)\(attributes)>\(Markup.escape(text))</text>\n"
  }

  /// `text` wrapped to `slot`, a line under another from baseline `y`; returns the baseline of the last line.
  mutating func wrapped(
    _ text: String, x: Double, y: Double, slot: Double, maxLines: Int = 2, size: Double? = nil,
    attributes: String = ""
  ) -> Double {
    let lineSize = size ?? fontSize
    var baseline = y
    for (index, line) in ChartText.wrap(text, slot, size: lineSize, maxLines: maxLines).enumerated() {
      if index > 0 { baseline += lineSize + 4 }
      add(Self.text(line, x: x, y: baseline, slot: slot, size: size, attributes: attributes))
    }
    return baseline
  }

  /// The chart's title, in bold, wrapped to the width; returns the y below it.
  mutating func title(_ title: String) -> Double {
    let size = fontSize + 2
    // Bold runs wider than the estimate: the title is wrapped to a tenth less than its slot.
    var baseline = 6 + size
    for (index, line) in ChartText.wrap(title, (self.size - 20) / 1.1, size: size, maxLines: 4).enumerated() {
      if index > 0 { baseline += size + 4 }
      add(
        Self.text(
          line, x: 10, y: baseline, slot: self.size - 20, size: size,
          attributes: " font-weight=\"bold\" class=\"chart-title\""))
    }
    return baseline + 8
  }

  /// The value axis's title from `y` (a baseline), with where the axis starts when a bar chart's
  /// does not start at 0; returns the baseline of its last line.
  mutating func axisTitle(_ axis: SVGChart.Axis, startsAt scale: ChartScale?, y: Double, x: Double = 10)
    -> Double
  {
    var title = axis.title
    if let scale, scale.startsAboveZero {
      let unit = axis.suffix == "%" ? " %" : axis.suffix
      title += " (axis starts at \(scale.label(scale.low))\(unit))"
    }
    return wrapped(
      title, x: x, y: y, slot: size - x - 10,
      attributes: " class=\"axis-title\" data-axis-title=\"value\" fill=\"#444\"")
  }

  /// The whole drawing.
  func svg(height: Double, label: String) -> String {
    let h = Int(height.rounded(.up))
    let w = Int(size)
    return
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" role=\"img\" aria-label=\"\(Markup.escape(label))\" font-family=\"sans-serif\" font-size=\"\(Int(fontSize))\" data-width=\"\(width.rawValue)\">\n"
      + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"white\"/>\n" + body + "</svg>\n"
  }

  /// A figure for a tooltip: whole, or with two decimals under 10 and one above.
  static func figure(_ value: Double) -> String {
    if abs(value - value.rounded()) < 1e-9 { return String(format: "%.0f", value) }
    return String(format: abs(value) < 10 ? "%.2f" : "%.1f", value)
  }
}

/// A plot's box on the canvas.
struct PlotBox {
  var left: Double
  var top: Double
  var right: Double
  var bottom: Double

  var width: Double { right - left }
  var height: Double { bottom - top }
}
