import ArchLab
import Foundation
import Testing

@testable import Analysis
@testable import Report

@Suite("Verdicts on the articles' claims")
struct ClaimEvaluatorTests {
  @Test(
    "Weighing tests: all hold is supported, none is contradicted, some is inconclusive",
    arguments: [
      ([true, true], Verdict.supported), ([false, false], .contradicted), ([true, false], .inconclusive),
    ])
  func weighing(tests: [Bool], verdict: Verdict) {
    #expect(Verdict.weighing(tests) == verdict)
  }

  /// Open-contacts results at one size: the floor at 1000 ns, each architecture at its ratio.
  func benchmarks(_ ratios: [Architecture: Double]) -> [BenchmarkResult] {
    let floor = BenchmarkResult(
      variant: .floor, scenario: .openContacts, n: 10, iterations: 1, wallClockMedianNs: 1000,
      wallClockP90Ns: 1000,
      mallocCountMedian: 0, peakMemoryResidentBytes: 0)
    return [floor]
      + ratios.map { architecture, ratio in
        var result = floor
        result.variant = .architecture(architecture)
        result.wallClockMedianNs = 1000 * ratio
        return result
      }
  }

  @Test(
    "Run time: VIPER over 10% slower than MVC supports, over 10% faster contradicts, between is inconclusive",
    arguments: [(1.5, Verdict.supported), (1.05, .inconclusive), (0.95, .inconclusive), (0.5, .contradicted)])
  func runTime(viper: Double, verdict: Verdict) {
    let claim = ClaimEvaluator.viperLayersCostRunTime(
      [], benchmarks: benchmarks([.mvc: 1.0, .viper: viper]))
    #expect(claim.verdict == .notMeasured, "no architecture measured, nothing to compare")
    let metrics = Architecture.allCases.map { ArchitectureMetrics(architecture: $0, size: Self.emptySize) }
    #expect(
      ClaimEvaluator.viperLayersCostRunTime(metrics, benchmarks: benchmarks([.mvc: 1.0, .viper: viper]))
        .verdict
        == verdict)
  }

  @Test("Verdicts are written as their raw values and read back; an unknown one is refused")
  func coding() throws {
    for verdict in Verdict.allCases {
      let data = try JSONEncoder().encode(Claim(claim: "c", verdict: verdict, evidence: "e"))
      #expect(String(decoding: data, as: UTF8.self).contains("\"\(verdict.rawValue)\""))
      #expect(try JSONDecoder().decode(Claim.self, from: data).verdict == verdict)
    }
    #expect(Verdict.notMeasured.title == "not measured in this run")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Verdict.self, from: Data(#""not supported""#.utf8))
    }
  }

  static let emptySize = ModuleSize(
    module: "M", total: SizeFigures(), roles: [:], features: [:],
    complexity: ComplexitySummary([]), coupling: [:],
    unitTests: TestFigures(tests: 0, files: 0, lines: LineCounts()), files: [])
}
