import Analysis
import ArchLab
import Foundation
import HarnessSupport
import Pipeline
import Testing

@testable import BenchmarkAnalysis
@testable import Metrics
@testable import Report

/// Charts a reader can trust: one look per architecture across every chart, no two series alike,
/// no text cut or overlapping at either width, every value axis titled, round ticks; and each
/// check shown failing on a chart made bad by hand.
@Suite("Charts a reader can trust")
struct ChartTrustTests {
  /// The report's metrics as last written (`Reports/metrics.json`): real figures, every section measured.
  static func realMetrics() throws -> Metrics {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let data = try Data(contentsOf: root.appending(path: "Reports/metrics.json"))
    return try JSONDecoder().decode(Metrics.self, from: data)
  }

  /// One drawing of a chart: `name` (`lines-by-role.svg, narrow`), its SVG and its reading.
  typealias Drawing = (name: String, svg: String, chart: ChartReading)

  /// Every drawing of every chart of `document`.
  static func drawings(_ document: ReportDocument) throws -> [Drawing] {
    try document.blocks.flatMap { block -> [Drawing] in
      guard case .chart(let name, _, let chart) = block else { return [] }
      return try SVGChart.Width.allCases.map { width in
        let reading = try #require(ChartReading(chart.svg(width)), "\(name), \(width) is not well-formed")
        return ("\(name), \(width.rawValue)", chart.svg(width), reading)
      }
    }
  }

  /// The drawings of the report made from the real figures, made once for every test here.
  static let real = Result { try drawings(ReportPipeline.document(try realMetrics())) }

  static let architectureNames = Set(Architecture.allCases.map(\.displayName))

  @Test("Every chart of the report, wide and narrow, passes every check", arguments: ["real", "fixture"])
  func everyChart(source: String) throws {
    let drawings =
      source == "real"
      ? try Self.real.get() : try Self.drawings(ReportPipeline.document(try FirstScreenTests.metrics()))
    #expect(drawings.count >= 2 * 12, "the report draws its charts")
    let problems = drawings.flatMap { ChartChecks.all($0.chart, $0.name) }
    #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    let changed = ChartChecks.changedLooks(
      drawings.map { ($0.name, $0.chart) }, series: Self.architectureNames)
    #expect(changed.isEmpty, "\(changed.joined(separator: "\n"))")
  }

  @Test("An architecture has its own colour and marker, the same in every chart at both widths")
  func architectureLooks() throws {
    var seen: Set<String> = []
    for (name, _, chart) in try Self.real.get() {
      for entry in chart.legend {
        guard let architecture = Architecture.allCases.first(where: { $0.displayName == entry.series }) else {
          continue
        }
        let style = ChartStyles.architecture(architecture)
        #expect(
          entry.color == style.color && entry.marker == style.marker.rawValue, "\(entry.series) in \(name)")
        seen.insert(entry.series)
      }
    }
    #expect(seen == Self.architectureNames, "every architecture is drawn somewhere")
    let styles = Architecture.allCases.map(ChartStyles.architecture)
    #expect(Set(styles.map(\.color)).count == styles.count)
    #expect(Set(styles.map(\.marker)).count == styles.count, "no two told apart by hue alone")
  }

  @Test("Roles each have their own colour; other series never take an architecture's; references are greys")
  func fixedStyles() {
    let architectures = Set(Architecture.allCases.map { ChartStyles.architecture($0).color })
    let roles = Role.allCases.map { ChartStyles.role($0).color }
    #expect(Set(roles).count == Role.allCases.count, "no two roles share a colour")
    #expect(architectures.isDisjoint(with: roles))
    let measures = ChartStyles.measures.map(\.style.color)
    #expect(Set(measures).count == measures.count)
    #expect(architectures.isDisjoint(with: measures))
    let references =
      Variant.all.filter(\.isReference).map(ChartStyles.variant)
      + [ChartStyles.floorLine.style, ChartStyles.noiseBand.style]
    for style in references {
      let digits = Array(style.color.dropFirst())
      #expect(
        digits.count == 6 && digits[0..<2] == digits[2..<4] && digits[2..<4] == digits[4..<6],
        "\(style.color)")
    }
    #expect(
      references.filter { $0 != ChartStyles.noiseBand.style }.allSatisfy { $0.dash != nil },
      "references are dashed")
    #expect(Set(references.map(\.color)).count == references.count - 1, "the 1× line is the floor's own")
  }

  @Test(
    "The mutation axis starts where the data does, marked as not starting at 0; exercises and steps are named"
  )
  func axesAndNames() throws {
    let drawings = Dictionary(
      try Self.real.get().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for width in SVGChart.Width.allCases {
      let mutation = try #require(drawings["mutation.svg, \(width.rawValue)"])
      let title = mutation.chart.texts("data-axis-title", "value").map(\.content).joined(separator: " ")
      #expect(title.contains("% of mutants killed") && title.contains("axis starts at"), "\(title)")
      #expect(mutation.svg.contains("class=\"axis-break\""))
      let growth = try #require(drawings["growth-code-lines.svg, \(width.rawValue)"])
      let labels = growth.chart.texts.map(\.content)
      #expect(labels.contains("0 today"), "\(labels)")
      #expect(labels.contains { $0.contains("delete") })
      let cost = try #require(drawings["cost-of-change-lines.svg, \(width.rawValue)"])
      #expect(
        cost.chart.texts.contains { $0.content.hasPrefix("01 delete") }, "\(cost.chart.texts.map(\.content))")
    }
  }
}
