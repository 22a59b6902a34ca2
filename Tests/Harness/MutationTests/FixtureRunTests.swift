import Foundation
import Testing

@testable import Mutation

/// The engine end to end on `Fixtures/Tiny`, whose rules are written so that each outcome
/// shows up: one build, a baseline per suite, then every mutant against both suites.
@Suite("Mutation testing a fixture package")
struct FixtureRunTests {
  func run() async throws -> FixtureRun {
    try await FixtureRun.shared.value
  }

  @Test("A mutant the tests catch is killed, named by the test that failed")
  func killed() async throws {
    let run = try await run()
    let mutant = try #require(run.mutant("Rules.swift", line: 5, .relationalOperator, to: "age > 18"))
    let outcome = try #require(mutant.outcomes[.unit])
    #expect(outcome.outcome == .killed && outcome.detail == "Adults are 18 and over")
    #expect(outcome.killers?.count == 1 && outcome.killerFiles.count == 1)
    #expect(outcome.killerFiles.first?.hasSuffix("Tests.swift") == true)
    let removed = try #require(run.mutant("Tally.swift", line: 16, .removedCall, to: ""))
    #expect(removed.outcomes[.unit]?.outcome == .killed)
  }

  @Test("A mutant the unit tests miss survives there, and the acceptance test at the boundary kills it")
  func survived() async throws {
    let run = try await run()
    let mutant = try #require(run.mutant("Rules.swift", line: 10, .relationalOperator, to: "value >= 100"))
    #expect(mutant.outcomes[.unit]?.outcome == .survived)
    #expect(mutant.outcomes[.acceptance]?.outcome == .killed)
    #expect(mutant.outcomes[.acceptance]?.detail == "101 is large, 100 is not")
  }

  @Test("A mutant that does not compile is unviable, and its neighbour on the same literal still runs")
  func unviable() async throws {
    let run = try await run()
    let overflow = try #require(run.mutant("Rules.swift", line: 25, .integerLiteral, to: "256"))
    #expect(overflow.outcomes[.unit]?.outcome == .unviable)
    #expect(overflow.outcomes[.unit]?.detail?.contains("overflows") == true)
    #expect(
      run.mutant("Rules.swift", line: 25, .integerLiteral, to: "254")?.outcomes[.unit]?.outcome == .killed)
    #expect(run.result.timing.buildRounds == 2)
  }

  @Test("A mutant that makes a loop endless times out")
  func timeout() async throws {
    let run = try await run()
    let mutant = try #require(run.mutant("Rules.swift", line: 18, .integerLiteral, to: "0"))
    #expect(mutant.outcomes[.unit]?.outcome == .timeout)
    #expect(run.result.baselines[.unit]?.timeoutSeconds ?? 0 < 5)
  }

  @Test("A mutant on a line no test runs is not covered, and not run")
  func notCovered() async throws {
    let run = try await run()
    let mutant = try #require(run.mutant("Rules.swift", line: 29, .booleanLiteral, to: "false"))
    #expect(mutant.outcomes == [.unit: SuiteOutcome(.notCovered), .acceptance: SuiteOutcome(.notCovered)])
    let countdown = try #require(run.mutant("Rules.swift", line: 17, .relationalOperator, to: "count >= 0"))
    #expect(countdown.outcomes[.acceptance]?.outcome == .notCovered)
  }

  @Test("Raw values and case patterns are listed as excluded")
  func excluded() async throws {
    let run = try await run()
    let rawValues = run.result.mutants.filter { $0.mutant.file.hasSuffix("Level.swift") }
    #expect(rawValues.count == 4)
    #expect(rawValues.allSatisfy { $0.outcomes[.unit] == SuiteOutcome(.excluded, detail: "enum raw value") })
    #expect(
      run.mutant("Rules.swift", line: 35, .integerLiteral, to: "1")?.outcomes[.unit]
        == SuiteOutcome(.excluded, detail: "case pattern"))
  }

  @Test("The baselines ran every test, the summary adds up, and the score follows its definition")
  func summary() async throws {
    let run = try await run()
    #expect(run.result.baselines[.unit]?.tests == 6)
    // The third acceptance test reads Data/boundary.txt: the data folder was copied.
    #expect(run.result.baselines[.acceptance]?.tests == 3)
    let unit = try #require(run.result.summary.bySuite[.unit])
    #expect(unit.total == run.result.mutants.count)
    #expect(unit[.timeout] >= 1 && unit[.unviable] == 1 && unit[.excluded] == 6)
    #expect(
      unit.score == Double(unit[.killed] + unit[.timeout])
        / Double(unit[.killed] + unit[.survived] + unit[.timeout]))
    #expect(run.result.mutants.allSatisfy { $0.role == .other })
  }

  @Test("The workspace's tracked and untracked files are the same bytes after the run")
  func workingTreeUntouched() async throws {
    let run = try await run()
    #expect(run.before.keys.contains("untracked.txt"))
    #expect(run.before.keys.contains("Sources/Calc/Rules.swift"))
    #expect(run.after == run.before)
  }

  @Test("The results are written, fresh until a source or a data file changes, not a README")
  func cache() async throws {
    let run = try await run()
    #expect(run.written?.mutants == run.result.mutants)
    #expect(run.freshAfterRun)
    #expect(run.freshAfterReadme, "a README beside the sources is not compiled")
    #expect(!run.freshAfterDataEdit)
    #expect(!run.freshAfterEdit)
  }

  @Test("Progress is reported, the last report with every run done")
  func progress() async throws {
    let run = try await run()
    let last = try #require(run.progress.last)
    #expect(last.done == last.total)
    #expect(last.killed + last.survived + last.timedOut == last.total)
  }
}
