import Analysis
import Foundation
import Testing

@testable import Mutation

/// Scores, tallies and the results' JSON.
@Suite("Mutation results")
struct ResultTests {
  static func result(_ id: Int, typeName: String, _ outcomes: [MutationSuite: MutantOutcome]) -> MutantResult
  {
    MutantResult(
      mutant: Mutant(
        id: id, module: "MVP", file: "Sources/MVP/X.swift", line: id, column: 1,
        mutationOperator: .booleanLiteral,
        original: "true", mutated: "false", typeName: typeName),
      outcomes: outcomes.mapValues { SuiteOutcome($0) })
  }

  @Test("The score is (killed + timeout) / (killed + survived + timeout), the rest left out")
  func score() {
    let tally = MutationTally(counts: [
      .killed: 6, .timeout: 2, .survived: 2, .notCovered: 5, .unviable: 1, .excluded: 3,
    ])
    #expect(tally.score == 0.8)
    #expect(tally.total == 19)
    #expect(MutationTally(counts: [.notCovered: 4]).score == nil)
  }

  @Test("Two suites together: killed by either, else timed out, else survived")
  func combined() {
    #expect(SuiteOutcome.combined([SuiteOutcome(.survived), SuiteOutcome(.killed)])?.outcome == .killed)
    #expect(SuiteOutcome.combined([SuiteOutcome(.notCovered), SuiteOutcome(.timeout)])?.outcome == .timeout)
    #expect(
      SuiteOutcome.combined([SuiteOutcome(.notCovered), SuiteOutcome(.survived)])?.outcome == .survived)
    #expect(
      SuiteOutcome.combined([SuiteOutcome(.notCovered), SuiteOutcome(.notCovered)])?.outcome == .notCovered)
  }

  @Test("The summary counts per suite, per role and per operator")
  func summary() {
    let results = [
      Self.result(1, typeName: "ListPresenter", [.unit: .killed, .acceptance: .survived]),
      Self.result(2, typeName: "ListPresenter", [.unit: .survived, .acceptance: .survived]),
      Self.result(3, typeName: "ListViewController", [.unit: .notCovered, .acceptance: .killed]),
    ]
    let summary = MutationSummary(results)
    #expect(summary.mutants == 3)
    #expect(summary.bySuite[.unit]?.score == 0.5)
    #expect(summary.bySuite[.acceptance]?[.killed] == 1)
    #expect(summary.combined.counts == [.killed: 2, .survived: 1])
    #expect(summary.byRole[.presenter]?[.unit]?.counts == [.killed: 1, .survived: 1])
    #expect(summary.byRole[.viewController]?[.acceptance]?.score == 1)
    #expect(summary.byOperator[.booleanLiteral]?[.unit]?.total == 3)
  }

  @Test(
    "Tallied by the roles the classifier gave: an @Observable model named for what it holds counts as a model"
  )
  func summaryByGivenRoles() {
    let results = [
      Self.result(1, typeName: "Contacts", [.unit: .killed]),
      Self.result(2, typeName: "ListView", [.unit: .survived]),
    ]
    #expect(MutationSummary(results).byRole[.other]?[.unit]?.counts == [.killed: 1])
    let given: [String: Role] = ["Contacts": .models]
    let summary = MutationSummary(results) { given[$0.mutant.typeName] ?? $0.role }
    #expect(summary.byRole[.models]?[.unit]?.counts == [.killed: 1])
    #expect(summary.byRole[.other] == nil)
    #expect(summary.byRole[.view]?[.unit]?.counts == [.survived: 1])
    #expect(summary.bySuite == MutationSummary(results).bySuite)
  }

  @Test("A mutant's JSON is flat, with its role and outcomes, and reads back the same")
  func json() throws {
    let result = Self.result(7, typeName: "ListPresenter", [.unit: .killed])
    let data = try JSONEncoder().encode(result)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["role"] as? String == "presenter")
    #expect(object["operator"] as? String == "booleanLiteral")
    #expect(object["line"] as? Int == 7)
    #expect(try JSONDecoder().decode(MutantResult.self, from: data) == result)
  }

  @Test("The progress line tells done, total, kills, survivors and the time left")
  func progress() {
    let progress = MutationProgress(done: 50, total: 200, killed: 40, survived: 8, timedOut: 2, elapsed: 30)
    #expect(progress.remaining == 90)
    #expect(
      progress.line
        == "mutants 50/200 · killed 40 · survived 8 · timeout 2 · 30 s elapsed, about 1 min 30 s left")
  }
}
