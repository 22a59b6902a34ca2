import ArchLab
import Foundation
import HarnessSupport
import Testing

@testable import BenchmarkAnalysis
@testable import Report

/// The benchmarks measured again on another machine are compared with the kept ones, ratio by
/// ratio, and the report says how far they moved.
@Suite("Agreement between machines")
struct BetweenMachinesTests {
  static let there = MachineIdentity(id: "aaaa", processor: "CPU A", cores: 2, memoryGiB: 24)
  static let here = MachineIdentity(id: "bbbb", processor: "CPU B", cores: 8, memoryGiB: 16)

  /// `RuntimeReportTests.output()` with MVC's time multiplied by `factor` in every round.
  static func output(mvc factor: Double, commit: String) -> BenchmarkOutput {
    var output = RuntimeReportTests.output()
    output.commit = commit
    output.rounds = output.rounds.map { round in
      var round = round
      round.nanoseconds["mvc"] = (round.nanoseconds["mvc"] ?? 0) * factor
      return round
    }
    return output
  }

  @Test("A ratio that moved is named with its factor; the others overlap; commits may differ")
  func moved() throws {
    let earlier = BenchmarkCache.Entry(key: "k", measuredAt: "2026-11-20", commit: "abc", machine: Self.there)
    let between = try BetweenMachines(
      earlier: earlier, kept: Self.output(mvc: 1, commit: "abc"),
      measured: Self.output(mvc: 2, commit: "def"),
      here: Self.here)
    let agreement = between.agreement
    #expect(agreement.intervals > 0)
    #expect(agreement.intervals - agreement.overlapping == 2, "MVC at N=100 and N=1000")
    #expect(between.largestMoves.count == 2)
    #expect(between.largestMoves.allSatisfy { abs($0.factor - 2) < 0.01 && $0.text.hasPrefix("MVC ") })
    #expect(between.medianMove == 1, "most ratios did not move")
    var run = BenchmarkAnalysis.analyze(Self.output(mvc: 2, commit: "def")).run
    run.betweenMachines = between
    let sentence = ReportBuilder.betweenMachinesSentence(run)
    #expect(sentence.contains("measured on machine aaaa, CPU A, 2 cores, 24 GiB (2026-11-20, commit `abc`)"))
    #expect(sentence.contains("here, on machine bbbb, CPU B"))
    #expect(sentence.contains("(×2.00)"))
    #expect(sentence.contains("not met") && sentence.contains("within one machine only"))
  }

  @Test("Without a comparison, the report says its intervals are within one machine")
  func notCompared() throws {
    let run = BenchmarkAnalysis.analyze(RuntimeReportTests.output()).run
    #expect(
      ReportBuilder.betweenMachinesSentence(run).hasPrefix("**Between machines:** not compared in this run."))
  }

  @Test("Two runs of one machine are still compared on one commit only")
  func sameCommit() throws {
    #expect(throws: BenchmarkError.self) {
      try BenchmarkAgreement.compare(
        Self.output(mvc: 1, commit: "abc"), Self.output(mvc: 1, commit: "def"), checkedAt: "now")
    }
  }
}
