import Foundation
import HarnessSupport

/// The checks a chart must pass to be trusted, each returning what it found wrong (empty: passed),
/// so that a test can show each one failing on a chart made bad by hand.
enum ChartChecks {
  /// Two series of one chart drawn in the same colour, or (with a marker) the same marker and dash.
  static func sharedLooks(_ chart: ChartReading, _ name: String) -> [String] {
    var problems: [String] = []
    for (color, entries) in Dictionary(grouping: chart.legend, by: \.color) where entries.count > 1 {
      problems.append("\(name): \(entries.map(\.series)) share the colour \(color)")
    }
    let marked = chart.legend.filter { $0.marker != "none" }
    for (look, entries) in Dictionary(grouping: marked, by: { "\($0.marker) \($0.dash)" })
    where entries.count > 1 {
      problems.append("\(name): \(entries.map(\.series)) share the marker and dash \(look)")
    }
    return problems
  }

  /// A mark drawn in neither the fill nor the stroke its legend entry says.
  static func unlikeLegend(_ chart: ChartReading, _ name: String) -> [String] {
    let colors = Dictionary(
      chart.legend.map { ($0.series, $0.color) }, uniquingKeysWith: { first, _ in first })
    return chart.marks.compactMap { mark in
      guard let color = colors[mark.series] else {
        return "\(name): a mark of \(mark.series), not in the legend"
      }
      return mark.fill == color || mark.stroke == color
        ? nil
        : "\(name): a mark of \(mark.series) drawn in \(mark.fill ?? "-") / \(mark.stroke ?? "-"), not \(color)"
    }
  }

  /// A series drawn in two looks in two charts (or two drawings): `looks` gathers them by series.
  static func changedLooks(_ charts: [(name: String, chart: ChartReading)], series names: Set<String>)
    -> [String]
  {
    var looks: [String: [String: [String]]] = [:]
    for (name, chart) in charts {
      for entry in chart.legend where names.contains(entry.series) {
        looks[entry.series, default: [:]]["\(entry.color) \(entry.marker)", default: []].append(name)
      }
    }
    return looks.sorted { $0.key < $1.key }.compactMap { series, byLook in
      byLook.count > 1 ? "\(series) is drawn \(byLook.count) ways: \(byLook.sorted { $0.key < $1.key })" : nil
    }
  }

  /// A text wider than its slot (by the estimate characters × 0.6 × font size), a text reaching
  /// past the drawing's edge, or two texts in slots overlapping.
  static func overflows(_ chart: ChartReading, _ name: String) -> [String] {
    let slotted = chart.texts.filter { $0.slot != nil }
    var problems = slotted.compactMap { text -> String? in
      guard let slot = text.slot, text.width > slot + 0.5 else { return nil }
      return "\(name): \"\(text.content)\" is about \(Int(text.width)) px wide in a slot of \(Int(slot))"
    }
    problems += chart.texts.compactMap { text in
      text.span.lowerBound < -0.5 || text.span.upperBound > chart.width + 0.5
        || text.rise.upperBound > chart.height
        ? "\(name): \"\(text.content)\" reaches past the edge" : nil
    }
    for (index, text) in slotted.enumerated() {
      for other in slotted[(index + 1)...]
      where text.span.overlaps(other.span) && text.rise.overlaps(other.rise)
        && min(text.span.upperBound, other.span.upperBound) - max(text.span.lowerBound, other.span.lowerBound)
          > 0.5
      {
        problems.append("\(name): \"\(text.content)\" and \"\(other.content)\" overlap")
      }
    }
    return problems
  }

  /// A chart whose value axis has no title.
  static func untitledAxis(_ chart: ChartReading, _ name: String) -> [String] {
    chart.texts("data-axis-title", "value").contains {
      !$0.content.trimmingCharacters(in: .whitespaces).isEmpty
    }
      ? [] : ["\(name): the value axis has no title"]
  }

  /// Tick figures that are not round: a linear axis's ticks evenly spaced by 1, 2, 2.5 or 5 × 10^k,
  /// or (a log axis, an axis of measured sizes) each tick itself such a figure.
  static func unroundTicks(_ chart: ChartReading, _ name: String) -> [String] {
    func round(_ value: Double) -> Bool {
      guard value > 0 else { return value == 0 }
      let mantissa = value / pow(10, floor(log10(value) + 1e-9))
      return [1, 2, 2.5, 5, 10].contains { abs(mantissa - $0) < 1e-6 }
    }
    return ["value", "x"].compactMap { axis in
      let values = chart.texts("data-axis", axis).compactMap { tick in
        Double(tick.content.filter { $0.isNumber || $0 == "." || $0 == "-" })
      }
      let steps = zip(values.dropFirst(), values).map { abs($0 - $1) }
      let even = !steps.isEmpty && steps.allSatisfy { abs($0 - steps[0]) < 1e-6 } && round(steps[0])
      return even || values.allSatisfy(round) ? nil : "\(name): \(axis) ticks \(values) are not round"
    }
  }

  /// Every check on one drawing.
  static func all(_ chart: ChartReading, _ name: String) -> [String] {
    sharedLooks(chart, name) + unlikeLegend(chart, name) + overflows(chart, name) + untitledAxis(chart, name)
      + unroundTicks(chart, name)
  }
}
