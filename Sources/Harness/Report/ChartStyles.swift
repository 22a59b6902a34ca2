import Analysis
import ArchLab
import BenchmarkAnalysis
import HarnessSupport
import Mutation

/// How every series of the report's charts is drawn, the same in every chart: an architecture by
/// its colour (Paul Tol's ten colour-blind-safe "muted" colours) and its marker, so no two are told
/// apart by hue alone; references (floors, the A/A twin, the limit) in greys with dashed lines;
/// roles by ``Analysis/Role/chartStyle``; the other series (complexity, test suites, the growth
/// series) in tinted neutrals no architecture uses.
public enum ChartStyles {
  /// An architecture's style in every chart.
  public static func architecture(_ architecture: Architecture) -> SVGChart.Style {
    let (color, marker): (String, SVGChart.Marker) =
      switch architecture {
      case .mvc: ("#332288", .circle)
      case .mvp: ("#88CCEE", .square)
      case .mvvm: ("#44AA99", .triangle)
      case .mvvmc: ("#117733", .diamond)
      case .viper: ("#999933", .triangleDown)
      case .vip: ("#DDCC77", .plus)
      case .tca: ("#CC6677", .star)
      case .mv: ("#882255", .circleOpen)
      case .mvvmSwiftUI: ("#AA4499", .squareOpen)
      case .tcaSwiftUI: ("#EE7733", .triangleOpen)
      }
    return SVGChart.Style(color: color, marker: marker)
  }

  /// A benchmark variant's style: its architecture's, or for a reference a grey, a dashed line
  /// and a marker no architecture has.
  public static func variant(_ variant: Variant) -> SVGChart.Style {
    switch variant {
    case .architecture(let architecture): Self.architecture(architecture)
    case .floor: SVGChart.Style(color: "#1A1A1A", marker: .cross, dash: "6 3")
    case .floorUI: SVGChart.Style(color: "#474747", marker: .diamondOpen, dash: "9 3 2 3")
    case .floor2: SVGChart.Style(color: "#6B6B6B", marker: .dash, dash: "2 3")
    case .floorDiffable: SVGChart.Style(color: "#8C8C8C", marker: .hexagon, dash: "4 2")
    case .limit: SVGChart.Style(color: "#ABABAB", marker: .asterisk, dash: "1 3")
    }
  }

  /// A role's style: ``Analysis/Role/chartStyle``.
  public static func role(_ role: Role) -> SVGChart.Style { role.chartStyle }

  /// The line every ratio is read against: each variant's own toolkit's floor, at 1×.
  public static let floorLine = SVGChart.Reference("own floor = 1×", variant(.floor))
  /// The A/A noise band behind the ratios.
  public static let noiseBand = SVGChart.Reference("A/A band (noise)", SVGChart.Style(color: "#E0E0E0"))

  /// The complexity measures, light to dark: mean, 90th percentile, max.
  public static let complexityMean = SVGChart.Style(color: "#B7C3D3", marker: .circle)
  public static let complexityP90 = SVGChart.Style(color: "#7A8CA6", marker: .square)
  public static let complexityMax = SVGChart.Style(color: "#3A4A63", marker: .triangle)

  /// A test suite's style, in the coverage and the mutation charts alike.
  public static func suite(_ suite: MutationSuite) -> SVGChart.Style {
    switch suite {
    case .unit: SVGChart.Style(color: "#8A6E4B", marker: .diamond)
    case .acceptance: SVGChart.Style(color: "#D2C2A4", marker: .hexagon)
    }
  }

  /// The growth series' changes made one after another, and each made on today's app.
  public static let growthSeries = SVGChart.Style(color: "#5A4E6E", marker: .triangle)
  public static let growthToday = SVGChart.Style(color: "#BDB5C9", marker: .circle)

  /// Every fixed style that is not an architecture's, a variant's or a role's, by name.
  public static let measures: [(name: String, style: SVGChart.Style)] = [
    ("complexity mean", complexityMean), ("complexity 90th percentile", complexityP90),
    ("complexity max", complexityMax), ("unit tests", suite(.unit)), ("acceptance suite", suite(.acceptance)),
    ("growth series", growthSeries), ("today's app", growthToday),
  ]

  /// A chart as inline HTML for a page: both drawings, each in its own box, of which the page's
  /// style sheet shows the one that fits (``HarnessSupport/SVGChart/Chart/html``).
  public static func figureHTML(_ chart: SVGChart.Chart) -> String { chart.html }

  /// An exercise's short name for a chart, from its folder: `01 delete contact`.
  public static func exerciseName(_ folder: String) -> String {
    folder.replacingOccurrences(of: "-", with: " ")
  }
}
