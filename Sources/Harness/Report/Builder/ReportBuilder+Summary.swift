extension ReportBuilder {
  /// One row per architecture with the headline figures.
  static func summary(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Summary")
    let largestN = metrics.benchmarks?.map(\.n).max()
    var header = [
      "", "Files", "Types + protocols", "Code lines", "Largest type (code lines)", "Complexity mean / max",
      "Unit tests", "Unit-test coverage", "Acceptance coverage",
    ]
    if let largestN { header.append("Open contacts ×floor (N=\(largestN))") }
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
        if let largestN, let benchmarks = metrics.benchmarks {
          row.append(
            BenchmarkAnalysis.overhead(
              benchmarks, variant: .architecture(a.architecture), scenario: .openContacts, n: largestN
            ).map { Format.f2($0) + "×" } ?? "–")
        }
        return row
      })
    claimCounts(metrics, into: &doc)
  }
}
