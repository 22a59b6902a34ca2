import Foundation
import HarnessSupport
import Testing

@testable import Claims

@Suite("A rule's provenance in metrics.json")
struct RuleProvenanceEncodingTests {
  @Test("The figures a rule reads are written in their order, not the dictionary's: the same bytes every run")
  func sameBytes() throws {
    let existed = Dictionary(
      uniqueKeysWithValues: FigureFamily.allCases.enumerated().map { ($1, $0 % 2 == 0) })
    let provenance = RuleProvenance(
      commit: "c9a1f65", date: "2026-11-22", change: "declared", earlier: [], figuresExisted: existed)
    let json = try #require(String(data: JSONFormat.compact.encode(provenance), encoding: .utf8))
    let pairs = FigureFamily.allCases.sorted().map { "\"\($0.rawValue)\",\(existed[$0]!)" }
    #expect(json.contains("\"figuresExisted\":[\(pairs.joined(separator: ","))]"))
    #expect(
      try JSONDecoder().decode(RuleProvenance.self, from: JSONFormat.compact.encode(provenance)) == provenance
    )
  }

  @Test("Without the history, figuresExisted is left out, as before")
  func withoutHistory() throws {
    let provenance = RuleProvenance(commit: "x", date: "d", change: "c", earlier: [], figuresExisted: nil)
    let json = try #require(String(data: JSONFormat.compact.encode(provenance), encoding: .utf8))
    #expect(!json.contains("figuresExisted"))
    #expect(
      try JSONDecoder().decode(RuleProvenance.self, from: JSONFormat.compact.encode(provenance)) == provenance
    )
  }
}
