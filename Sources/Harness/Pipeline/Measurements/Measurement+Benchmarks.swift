import Report

extension Measurement {
  /// The benchmarks (`benchmarks`, `benchmarkRun`): kept ones whose inputs are unchanged, else
  /// a new run of `Benchmarks/run.sh` (``ReportPipeline/measureBenchmarks(_:)``).
  static let benchmarks = Measurement(
    name: "benchmarks",
    sections: [
      MeasuredSection(after: .testStrength, ReportBuilder.runtime),
      MeasuredSection(after: .testStrength, ReportBuilder.swiftUIPairs),
    ]
  ) { pipeline, run in
    guard !pipeline.skipBenchmarks else { return }
    let measured = try await pipeline.measureBenchmarks(&run.steps)
    run.metrics.benchmarks = measured.results
    run.metrics.benchmarkRun = measured.run
  }
}
