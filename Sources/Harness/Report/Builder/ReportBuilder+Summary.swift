extension ReportBuilder {
  /// One row per architecture with the headline figures.
  static func summary(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Summary")
    let largestN = metrics.benchmarkRun?.ratios.map(\.n).max()
    var header = [
      "", "Files", "Types + protocols", "Code lines", "Largest type (code lines)", "Complexity mean / max",
      "Unit tests", "Unit-test coverage", "Acceptance coverage",
    ]
    if let largestN { header.append("Open contacts ×floor (N=\(largestN)), median [95 % CI]") }
    doc.table(
      header,
      metrics.architectures.map { a in
        var row = [
          a.architecture.displayName, "\(a.size.total.files)",
          "\(a.size.total.types) + \(a.size.total.protocols)", "\(a.size.total.lines.code)",
          "\(a.size.complexity.largestType.name) (\(a.size.complexity.largestType.codeLines))",
          "\(Format.f2(a.size.complexity.mean)) / \(a.size.complexity.max)", "\(a.size.unitTests.tests)",
          a.unitCoverage.map { Format.percent($0.total.linePercent) } ?? "–",
          a.acceptanceCoverage.map { Format.percent($0.total.linePercent) } ?? "–",
        ]
        if let largestN, let run = metrics.benchmarkRun {
          // The paired estimate with its interval: the runtime table's figure, the one definition.
          row.append(run.ratio(.architecture(a.architecture), .openContacts, largestN)?.text ?? "–")
        }
        return row
      })
    claimCounts(metrics, into: &doc)
  }
}
