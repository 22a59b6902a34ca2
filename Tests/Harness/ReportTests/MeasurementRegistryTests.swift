import Foundation
import Testing

@testable import Metrics
@testable import Pipeline
@testable import Report

/// A measurement is registered once (``Measurement/all``) with how it is measured and drawn;
/// the report's own sections keep the reader's order and each measurement's go after the one
/// it names.
@Suite("The measurement registry")
struct MeasurementRegistryTests {
  /// The level-2 headings of `markdown`, in order.
  static func headings(_ markdown: String) -> [String] {
    markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
  }

  @Test("Each registered measurement has one name and draws at least one section")
  func registered() {
    let names = Measurement.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names == ["tour", "benchmarks", "costOfChange", "growth", "grownApp"])
    #expect(Measurement.all.allSatisfy { !$0.sections.isEmpty })
  }

  @Test("A measured section goes after the place it names, before the next own section")
  func placed() throws {
    let metrics = try FirstScreenTests.metrics()
    let extra = MeasuredSection(after: .complexity) { _, doc in doc.heading(2, "A new measurement") }
    let headings = Self.headings(ReportBuilder.build(metrics, measured: [extra]).markdown)
    let index = try #require(headings.firstIndex(of: "A new measurement"))
    #expect(headings[index - 1] == "Complexity")
    #expect(headings[index + 1] == "Tests and coverage")
  }

  @Test("The registered measurements' sections come where the reader has always found them")
  func readersOrder() throws {
    let headings = Self.headings(ReportPipeline.document(try FirstScreenTests.metrics()).markdown)
    let expected = [
      "Test strength", "What one tap costs in reading", "Runtime and memory", "Reliability", "Cost of change",
      "The app as it grows", "Coupling",
    ]
    let found = expected.compactMap { headings.firstIndex(of: $0) }
    #expect(found.count == expected.count)
    #expect(found == found.sorted())
  }
}
