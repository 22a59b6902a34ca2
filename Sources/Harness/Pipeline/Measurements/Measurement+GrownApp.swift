import Report

extension Measurement {
  /// The grown app (`grownApp`): the series' last step measured as today's app is beyond its
  /// sources (coverage, the tour of its actions, mutation scores when fresh).
  static let grownApp = Measurement(
    name: "grownApp", sections: [MeasuredSection(after: .reliability, ReportBuilder.grownApp)]
  ) { pipeline, run in
    run.metrics.grownApp = try await pipeline.measureGrownApp(&run.steps)
  }
}
