/// A kill to make: which window, which transaction of the run, where in it.
struct KillPlan: CustomStringConvertible {
  var window: WriteWindow
  /// The index of the transaction among the run's (as the survey saw them).
  var transaction: Int
  var point: KillPoint
  /// What the run is, in words (`archlab seed`, `archlab run <architecture> adding contacts row 3 of 8`).
  var run: String

  var description: String { "\(run), killed in \(window) (transaction \(transaction + 1)) \(point)" }
}
