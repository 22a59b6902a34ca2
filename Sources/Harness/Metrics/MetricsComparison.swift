import Analysis
import Foundation

/// What changed between two `metrics.json` files.
public enum MetricsComparison {
  /// Lines describing each changed figure, `old → new (±delta)`; empty when nothing changed.
  public static func changes(from old: Metrics, to new: Metrics) -> [String] {
    new.architectures.flatMap { architecture in
      changes(
        from: old.architectures.first { $0.architecture == architecture.architecture }, to: architecture)
    } + benchmarkChanges(from: old, to: new) + claimChanges(from: old, to: new)
  }

  /// `label: old → new (+delta)`, or nothing when the two are equal.
  static func compare(_ label: String, _ a: Double?, _ b: Double?, format: String = "%.0f") -> [String] {
    guard a != b else { return [] }
    let text = { (value: Double?) in value.map { String(format: format, $0) } ?? "–" }
    var line = "\(label): \(text(a)) → \(text(b))"
    if let a, let b { line += " (\(b >= a ? "+" : "")\(String(format: format, b - a)))" }
    return [line]
  }

  /// The size, complexity, test and coverage figures of one architecture that changed.
  static func changes(from old: ArchitectureMetrics?, to new: ArchitectureMetrics) -> [String] {
    let name = new.architecture.displayName
    let integers: [(String, (ArchitectureMetrics) -> Int)] = [
      ("code lines", \.size.total.lines.code), ("files", \.size.total.files), ("types", \.size.total.types),
    ]
    var lines = integers.flatMap { label, value in
      compare("\(name) \(label)", old.map { Double(value($0)) }, Double(value(new)))
    }
    lines += compare(
      "\(name) mean complexity", old.map { $0.size.complexity.mean }, new.size.complexity.mean, format: "%.2f"
    )
    lines += compare(
      "\(name) max complexity", old.map { Double($0.size.complexity.max) }, Double(new.size.complexity.max))
    lines += compare(
      "\(name) unit tests", old.map { Double($0.size.unitTests.tests) }, Double(new.size.unitTests.tests))
    lines += compare(
      "\(name) unit-test line coverage %", old?.unitCoverage?.total.linePercent,
      new.unitCoverage?.total.linePercent, format: "%.1f")
    lines += compare(
      "\(name) acceptance line coverage %", old?.acceptanceCoverage?.total.linePercent,
      new.acceptanceCoverage?.total.linePercent, format: "%.1f")
    for role in Role.allCases {
      lines += compare(
        "\(name) \(role.title) code lines", old?.size.roles[role].map { Double($0.lines.code) },
        new.size.roles[role].map { Double($0.lines.code) })
    }
    return lines
  }

  /// Benchmarks whose median moved by 10% or more.
  static func benchmarkChanges(from old: Metrics, to new: Metrics) -> [String] {
    (new.benchmarks ?? []).compactMap { result in
      let before = old.benchmarks?.first {
        $0.variant == result.variant && $0.scenario == result.scenario && $0.n == result.n
      }
      guard let before, before.wallClockMedianNs > 0 else { return nil }
      let ratio = result.wallClockMedianNs / before.wallClockMedianNs
      guard abs(ratio - 1) >= 0.10 else { return nil }
      let ms = { (ns: Double) in String(format: "%.3f", ns / 1e6) }
      return
        "\(result.variant.title) \(result.scenario.rawValue) N=\(result.n) median: \(ms(before.wallClockMedianNs)) ms → \(ms(result.wallClockMedianNs)) ms (×\(String(format: "%.2f", ratio)))"
    }
  }

  /// Claims whose verdict changed.
  static func claimChanges(from old: Metrics, to new: Metrics) -> [String] {
    new.claims.compactMap { claim in
      guard let before = old.claims.first(where: { $0.claim == claim.claim }), before.verdict != claim.verdict
      else { return nil }
      return "claim \"\(claim.claim)\": \(before.verdict.title) → \(claim.verdict.title)"
    }
  }
}
