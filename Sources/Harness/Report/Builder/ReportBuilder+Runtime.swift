extension ReportBuilder {
  /// Time and memory of every scenario, variant and size, against the floor.
  static func runtime(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Runtime and memory")
    guard let benchmarks = metrics.benchmarks, !benchmarks.isEmpty else {
      doc.paragraph("Benchmarks were skipped in this run (`--skip-benchmarks`).")
      return
    }
    doc.paragraph(
      "Measured by the `Benchmarks/` package (ordo-one/benchmark, release build), driving the screens through the ScreenKit driver. The **floor** does the same work — the same storage reads, the same sort keys and the same rendering — with no architecture in between; ×floor is the ratio of medians measured in this run. Growth is the slope of log(time) against log(N): 1 is linear."
    )
    let references = [Variant.floor, .limit].filter { variant in benchmarks.contains { $0.variant == variant }
    }
    let variants = references + metrics.architectures.map { Variant.architecture($0.architecture) }
    for scenario in Scenario.allCases where benchmarks.contains(where: { $0.scenario == scenario }) {
      runtime(of: scenario, variants: variants, benchmarks, into: &doc)
    }
  }

  /// One scenario's tables (time, then mallocs and memory) and chart.
  static func runtime(
    of scenario: Scenario, variants: [Variant], _ benchmarks: [BenchmarkResult],
    into doc: inout ReportDocument
  ) {
    let sizes = Set(benchmarks.map(\.n)).sorted()
    doc.heading(3, scenario.title)
    /// A variant's row: its name, then one cell per size (– where not measured).
    func row(_ variant: Variant, _ cell: (BenchmarkResult) -> String) -> [String] {
      [variant.title]
        + sizes.map { n in
          BenchmarkAnalysis.result(benchmarks, variant: variant, scenario: scenario, n: n).map(cell) ?? "–"
        }
    }
    doc.table(
      ["Median ms (p90)"] + sizes.map { "N=\($0)" } + ["Growth"],
      variants.map { variant in
        row(variant) { r in
          let ratio = BenchmarkAnalysis.overhead(benchmarks, variant: variant, scenario: scenario, n: r.n)
          let shown = variant == .floor ? "" : ratio.map { ", \(Format.f2($0))×" } ?? ""
          return
            "\(Format.milliseconds(r.wallClockMedianNs)) (\(Format.milliseconds(r.wallClockP90Ns))\(shown))"
        } + [BenchmarkAnalysis.growth(benchmarks, variant: variant, scenario: scenario).map(Format.f2) ?? "–"]
      })
    doc.table(
      ["Mallocs / peak MB"] + sizes.map { "N=\($0)" },
      variants.map { variant in
        row(variant) {
          "\(Format.f0($0.mallocCountMedian)) / \(Format.f1($0.peakMemoryResidentBytes / 1_048_576))"
        }
      })
    doc.chart(
      "runtime-\(scenario.rawValue).svg", scenario.title,
      SVGChart.logLogLines(
        title: "\(scenario.title): median time",
        series: variants.map { variant in
          (
            variant.title,
            benchmarks.filter { $0.variant == variant && $0.scenario == scenario }.map {
              (Double($0.n), $0.wallClockMedianNs)
            },
            dashed: variant.isReference
          )
        }))
  }
}
