/// One measurement the report makes after each architecture's own figures: its name, how
/// it is measured (as one or more ``Steps``) and the figures it puts into ``Metrics``.
///
/// Every measurement is registered once, in ``all``; what it measures lives in the target
/// that measures it, and how it is measured and where its figures go in one
/// `Measurement+Name.swift` file here.
struct Measurement: Sendable {
  /// The field of `metrics.json` it fills (`costOfChange`).
  let name: String
  /// Measures it for `pipeline` and puts its figures into the run's metrics; leaves them out
  /// when the pipeline skips it or the workspace has nothing to measure.
  let measure: @Sendable (_ pipeline: ReportPipeline, _ run: inout MeasurementRun) async throws -> Void
}
