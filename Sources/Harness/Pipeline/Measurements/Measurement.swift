import Report

/// One measurement the report makes after each architecture's own figures: its name, how
/// it is measured (as one or more ``Steps``), the figures it puts into ``Metrics`` and the
/// sections that draw them.
///
/// Every measurement is registered once, in ``all``; what it measures lives in the target
/// that measures it, how it is measured and drawn in one `Measurement+Name.swift` file here.
struct Measurement: Sendable {
  /// The field of `metrics.json` it fills (`costOfChange`).
  let name: String
  /// The sections that draw its figures, each after the report's own section it names.
  let sections: [MeasuredSection]
  /// Measures it for `pipeline` and puts its figures into the run's metrics; leaves them out
  /// when the pipeline skips it or the workspace has nothing to measure.
  let measure: @Sendable (_ pipeline: ReportPipeline, _ run: inout MeasurementRun) async throws -> Void
}
