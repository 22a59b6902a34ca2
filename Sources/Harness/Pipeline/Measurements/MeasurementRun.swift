import Metrics
import Tour

/// What the registered measurements share while a report is made: its steps, its cache and
/// the metrics measured so far.
struct MeasurementRun {
  /// The steps run so far, each timed.
  var steps: Steps
  /// The figures kept from an earlier run whose inputs are unchanged.
  let cache: ReportCache
  /// The metrics so far.
  var metrics: Metrics
  /// The tour as measured, its pages with it (written to `tour/`, not to `metrics.json`).
  var tour: TourOutcome? = nil
}
