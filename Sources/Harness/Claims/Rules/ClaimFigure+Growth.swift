import Analysis
import ArchLab
import GrowthRules

extension ClaimFigure {
  /// A figure of one architecture's growth series: `missing` names it when this run did not measure it.
  static func growth(
    _ architecture: Architecture, _ name: String, unit: FigureUnit,
    _ read: @escaping @Sendable (GrowthFigures) -> Measured?
  ) -> ClaimFigure {
    let label = architecture.displayName
    return ClaimFigure("\(label) \(name)", unit: unit) { figures in
      guard let series = figures.growth[architecture] else { return .missing(["\(label) growth series"]) }
      return read(series) ?? .missing(["\(label) growth series (\(name))"])
    }
  }

  /// The change numbers a figure sums, in words: `over the six changes`, `change 04`.
  static func changesTitle(_ changes: [String]?) -> String {
    guard let changes else { return "over the series' changes" }
    return changes.count == 1 ? "change \(changes[0])" : "changes \(changes.joined(separator: ", "))"
  }

  /// Code lines added plus removed by `changes` (every change when `nil`), each made at
  /// its step of the growth series.
  static func seriesLinesChanged(_ a: Architecture, _ changes: [String]? = nil) -> ClaimFigure {
    growth(a, "lines changed, \(changesTitle(changes)) made one after another", unit: .count) { series in
      sum(series.seriesLinesChanged, changes ?? series.changes)
    }
  }

  /// Code lines added plus removed by the same `changes` made on today's app (the workshop's solutions).
  static func smallAppLinesChanged(_ a: Architecture, _ changes: [String]? = nil) -> ClaimFigure {
    growth(a, "lines changed, \(changesTitle(changes)) each made on today's app", unit: .count) { series in
      sum(series.smallAppLinesChanged, changes ?? series.changes)
    }
  }

  /// What `changes` cost in the series ÷ what they cost on today's app.
  static func seriesOverSmallApp(_ a: Architecture, _ changes: [String]? = nil) -> ClaimFigure {
    seriesLinesChanged(a, changes).over(
      smallAppLinesChanged(a, changes),
      named: "\(a.displayName) lines changed, \(changesTitle(changes)): series ÷ today's app")
  }

  /// The sum of `values` over `keys`; `nil` when one is missing or there are none.
  private static func sum(_ values: [String: Int], _ keys: [String]) -> Measured? {
    guard !keys.isEmpty else { return nil }
    var total = 0
    for key in keys {
      guard let value = values[key] else { return nil }
      total += value
    }
    return .value(Double(total))
  }

  /// Code lines of the module at the last step of its growth series (the grown app).
  static func grownCodeLines(_ a: Architecture) -> ClaimFigure {
    growth(a, "code lines of the grown app (last step of the series)", unit: .count) { series in
      series.grown?.codeLines.map { .value(Double($0)) }
    }
  }

  /// `measure`'s growth per change over the series: the least-squares slope of its code lines.
  static func growthPerChange(_ a: Architecture, _ measure: GrowthMeasure) -> ClaimFigure {
    growth(a, "\(measure.title): growth per change, code lines", unit: .mean) { series in
      GrowthCurve(measure, in: series).map { .value($0.perChange) }
    }
  }
}
