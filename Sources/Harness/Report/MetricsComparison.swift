import Foundation

/// What changed between two `metrics.json` files.
public enum MetricsComparison {
  /// Lines describing each changed figure, `old → new (±delta)`; empty when nothing changed.
  public static func changes(from old: Metrics, to new: Metrics) -> [String] {
    var lines: [String] = []
    func compare(_ label: String, _ a: Double?, _ b: Double?, format: String = "%.0f") {
      guard a != b else { return }
      let text = { (value: Double?) in value.map { String(format: format, $0) } ?? "–" }
      var line = "\(label): \(text(a)) → \(text(b))"
      if let a, let b { line += " (\(b >= a ? "+" : "")\(String(format: format, b - a)))" }
      lines.append(line)
    }
    for new in new.architectures {
      let name = new.architecture.uppercased()
      let old = old.architectures.first { $0.architecture == new.architecture }
      compare(
        "\(name) code lines", old.map { Double($0.size.total.lines.code) }, Double(new.size.total.lines.code))
      compare("\(name) files", old.map { Double($0.size.total.files) }, Double(new.size.total.files))
      compare("\(name) types", old.map { Double($0.size.total.types) }, Double(new.size.total.types))
      compare(
        "\(name) mean complexity", old.map { $0.size.complexity.mean }, new.size.complexity.mean,
        format: "%.2f")
      compare(
        "\(name) max complexity", old.map { Double($0.size.complexity.max) }, Double(new.size.complexity.max))
      compare(
        "\(name) unit tests", old.map { Double($0.size.unitTests.tests) }, Double(new.size.unitTests.tests))
      compare(
        "\(name) unit-test line coverage %", old?.unitCoverage?.total.linePercent,
        new.unitCoverage?.total.linePercent, format: "%.1f")
      compare(
        "\(name) acceptance line coverage %", old?.acceptanceCoverage?.total.linePercent,
        new.acceptanceCoverage?.total.linePercent, format: "%.1f")
      for role in Role.allCases {
        compare(
          "\(name) \(role.title) code lines", old?.size.roles[role].map { Double($0.lines.code) },
          new.size.roles[role].map { Double($0.lines.code) })
      }
    }
    for result in new.benchmarks ?? [] {
      let before = old.benchmarks?.first {
        $0.variant == result.variant && $0.scenario == result.scenario && $0.n == result.n
      }
      guard let before, before.wallClockMedianNs > 0 else { continue }
      let ratio = result.wallClockMedianNs / before.wallClockMedianNs
      if abs(ratio - 1) >= 0.10 {
        lines.append(
          "\(result.variant) \(result.scenario) N=\(result.n) median: \(String(format: "%.3f", before.wallClockMedianNs / 1e6)) ms → \(String(format: "%.3f", result.wallClockMedianNs / 1e6)) ms (×\(String(format: "%.2f", ratio)))"
        )
      }
    }
    for claim in new.claims {
      if let before = old.claims.first(where: { $0.claim == claim.claim }), before.verdict != claim.verdict {
        lines.append("claim \"\(claim.claim)\": \(before.verdict) → \(claim.verdict)")
      }
    }
    return lines
  }
}
