import Foundation

extension ChartCanvas {
  /// `style`'s marker centred on (`x`, `y`), `radius` its half-size; `series` names the series it
  /// belongs to (`data-series`), `tooltip` is shown on hover. Empty for ``SVGChart/Marker/none``.
  static func marker(
    _ style: SVGChart.Style, x: Double, y: Double, radius: Double, series: String? = nil,
    tooltip: String? = nil
  ) -> String {
    guard style.marker != .none else { return "" }
    let paint: String
    if style.marker.isStroked {
      paint = " fill=\"none\" stroke=\"\(style.color)\" stroke-width=\"2.2\" stroke-linecap=\"round\""
    } else if style.marker.isHollow {
      paint = " fill=\"white\" stroke=\"\(style.color)\" stroke-width=\"2\""
    } else {
      paint =
        " fill=\"\(style.color)\""
        + (style.isLight
          ? " stroke=\"#333333\" stroke-width=\"0.8\"" : " stroke=\"white\" stroke-width=\"0.6\"")
    }
    let tag = series.map { " data-series=\"\(Markup.escape($0))\"" } ?? ""
    let path = "<path d=\"\(markerPath(style.marker, x: x, y: y, r: radius))\"\(paint)\(tag)"
    guard let tooltip else { return path + "/>" }
    return path + "><title>\(Markup.escape(tooltip))</title></path>"
  }

  /// The outline of `marker` as path data.
  static func markerPath(_ marker: SVGChart.Marker, x: Double, y: Double, r: Double) -> String {
    let n = SVGChart.number
    /// A closed polygon through `points`, relative to the centre.
    func polygon(_ points: [(Double, Double)]) -> String {
      "M" + points.map { "\(n(x + $0.0)),\(n(y + $0.1))" }.joined(separator: " L") + " Z"
    }
    /// `count` points around the centre at `radii` in turn, the first straight up.
    func around(_ count: Int, _ radii: [Double]) -> [(Double, Double)] {
      (0..<count).map { index in
        let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(count)
        let radius = radii[index % radii.count]
        return (radius * cos(angle), radius * sin(angle))
      }
    }
    let open = 0.85
    switch marker {
    case .circle, .circleOpen:
      let radius = marker == .circle ? r : r * open
      return
        "M\(n(x - radius)),\(n(y)) a\(n(radius)),\(n(radius)) 0 1,0 \(n(2 * radius)),0 a\(n(radius)),\(n(radius)) 0 1,0 \(n(-2 * radius)),0 Z"
    case .square, .squareOpen:
      let s = r * (marker == .square ? 0.9 : 0.9 * open)
      return polygon([(-s, -s), (s, -s), (s, s), (-s, s)])
    case .triangle, .triangleOpen:
      let s = marker == .triangle ? r : r * open
      return polygon([(0, -1.2 * s), (1.1 * s, 0.8 * s), (-1.1 * s, 0.8 * s)])
    case .triangleDown: return polygon([(0, 1.2 * r), (1.1 * r, -0.8 * r), (-1.1 * r, -0.8 * r)])
    case .diamond, .diamondOpen:
      let s = marker == .diamond ? r : r * open
      return polygon([(0, -1.3 * s), (1.05 * s, 0), (0, 1.3 * s), (-1.05 * s, 0)])
    case .plus:
      let (a, b) = (r * 0.4, r * 1.15)
      return polygon([
        (-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a), (-b, a), (-b, -a),
        (-a, -a),
      ])
    case .star: return polygon(around(10, [r * 1.35, r * 0.58]))
    case .hexagon: return polygon(around(6, [r * 1.1]))
    case .cross:
      let s = r * 0.85
      return
        "M\(n(x - s)),\(n(y - s)) L\(n(x + s)),\(n(y + s)) M\(n(x - s)),\(n(y + s)) L\(n(x + s)),\(n(y - s))"
    case .dash: return "M\(n(x - 1.1 * r)),\(n(y)) L\(n(x + 1.1 * r)),\(n(y))"
    case .asterisk:
      return around(6, [r * 1.05]).prefix(3).map { dx, dy in
        "M\(n(x - dx)),\(n(y - dy)) L\(n(x + dx)),\(n(y + dy))"
      }.joined(separator: " ")
    case .none: return ""
    }
  }

  /// A bar: `style`'s colour, outlined when the colour is light, with a tooltip.
  static func bar(
    _ style: SVGChart.Style, x: Double, y: Double, width: Double, height: Double, series: String,
    tooltip: String
  ) -> String {
    let n = SVGChart.number
    return
      "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(width, 0.5)))\" height=\"\(n(max(height, 0.5)))\" fill=\"\(style.color)\"\(style.outline) data-series=\"\(Markup.escape(series))\"><title>\(Markup.escape(tooltip))</title></rect>\n"
  }

  /// A line through `points` in `style`'s colour and dash.
  static func line(_ style: SVGChart.Style, _ points: [(x: Double, y: Double)], series: String) -> String {
    guard points.count > 1 else { return "" }
    let path = points.map { "\(SVGChart.number($0.x)),\(SVGChart.number($0.y))" }.joined(separator: " ")
    let dash = style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
    // A light colour is drawn over a dark edge, so that it shows on white.
    let edge =
      style.isLight
      ? "<polyline points=\"\(path)\" fill=\"none\" stroke=\"#333333\" stroke-width=\"3.4\"\(dash)/>\n" : ""
    return edge
      + "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(style.color)\" stroke-width=\"2\"\(dash) data-series=\"\(Markup.escape(series))\"/>\n"
  }
}
