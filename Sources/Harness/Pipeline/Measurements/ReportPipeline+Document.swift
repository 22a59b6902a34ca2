import Metrics
import Report

extension ReportPipeline {
  /// The report of `metrics`: the report's own sections, with every registered
  /// measurement's (``Measurement/all``) after the one it names.
  package static func document(_ metrics: Metrics) -> ReportDocument {
    ReportBuilder.build(metrics, measured: Measurement.all.flatMap(\.sections))
  }
}
