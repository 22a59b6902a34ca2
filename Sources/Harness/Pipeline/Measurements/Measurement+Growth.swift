import Report

extension Measurement {
  /// The growth series (`growth`): every step's sources measured, and each step's proof.
  static let growth = Measurement(
    name: "growth", sections: [MeasuredSection(after: .reliability, ReportBuilder.growth)]
  ) { pipeline, run in
    let cache = run.cache
    run.metrics.growth = try await pipeline.measureGrowth(&run.steps, cache: cache)
  }
}
