import BenchmarkAnalysis

/// A toolkit's own run time for one scenario and size, as a ratio to the ScreenKit floor's:
/// the ScreenUI floor (the SwiftUI-shaped toolkit's cost) or the diffable floor (identity
/// diffing, which UIKit apps that use a diffable data source pay too). Never an architecture's.
public struct ToolkitFigure: Sendable, Equatable {
  /// `ScreenUI floor`, `diffable floor`.
  public var title: String
  /// What it drove through the screens.
  public var scenario: Scenario
  /// The rows in the database.
  public var n: Int
  /// Median of the paired rounds' ratios to the ScreenKit floor, with its 95 % interval.
  public var ratio: Double
  public var low: Double
  public var high: Double

  /// Creates a figure.
  public init(title: String, scenario: Scenario, n: Int, ratio: Double, low: Double, high: Double) {
    self.title = title
    self.scenario = scenario
    self.n = n
    self.ratio = ratio
    self.low = low
    self.high = high
  }
}
