import Report

extension Measurement {
  /// What each workshop exercise's reference solutions cost (`costOfChange`), kept by
  /// ``ReportCache``; left out without `Workshop/Exercises`.
  static let costOfChange = Measurement(
    name: "costOfChange", sections: [MeasuredSection(after: .reliability, ReportBuilder.costOfChange)]
  ) { pipeline, run in
    let cache = run.cache
    run.metrics.costOfChange = try await pipeline.measureCostOfChange(&run.steps, cache: cache)
  }
}
