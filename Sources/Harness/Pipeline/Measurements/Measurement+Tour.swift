import Report
import Tour

extension Measurement {
  /// The tour (`tour`): each action followed through every architecture, from coverage of
  /// real runs (kept by ``ReportCache``); left out with the coverage runs.
  static let tour = Measurement(
    name: "tour", sections: [MeasuredSection(after: .testStrength, ReportBuilder.tour)]
  ) { pipeline, run in
    guard !pipeline.skipCoverage else { return }
    let (root, log, cache) = (pipeline.root, pipeline.log, run.cache)
    let outcome = try await run.steps.run("The tour: each action followed through every architecture") {
      try await cache.value("tour", log: log) { try await measureTour(root: root, log: log) }
    }
    run.tour = outcome
    run.metrics.tour = outcome.figures
  }
}
