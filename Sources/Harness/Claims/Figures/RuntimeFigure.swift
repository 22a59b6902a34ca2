import ArchLab
import BenchmarkAnalysis

/// One architecture's run time for one scenario and size, as a ratio to its own toolkit's
/// floor's (ScreenUI's for a module written on ScreenUI, ScreenKit's otherwise).
public struct RuntimeFigure: Sendable, Equatable {
  /// The architecture.
  public var architecture: Architecture
  /// What it drove through the screens.
  public var scenario: Scenario
  /// The rows in the database.
  public var n: Int
  /// Median time ÷ its toolkit's floor's median time (the median of the paired rounds' ratios).
  public var ratio: Double
  /// The lower bound of the ratio's 95 % bootstrap confidence interval, or `nil` when not
  /// measured (`Metrics` keeps medians only: ``ClaimFigures/init(metrics:)`` leaves it `nil`).
  public var ciLow: Double?
  /// The upper bound of that interval, or `nil` when not measured.
  public var ciHigh: Double?
  /// The A/A band of the same scenario and size in the same run, or `nil` (then the
  /// run's one ``ClaimFigures/noiseBand`` applies).
  public var noiseBand: NoiseBand?

  /// Creates a figure.
  public init(
    architecture: Architecture, scenario: Scenario, n: Int, ratio: Double, ciLow: Double? = nil,
    ciHigh: Double? = nil, noiseBand: NoiseBand? = nil
  ) {
    self.architecture = architecture
    self.scenario = scenario
    self.n = n
    self.ratio = ratio
    self.ciLow = ciLow
    self.ciHigh = ciHigh
    self.noiseBand = noiseBand
  }
}

extension RuntimeFigure {
  /// The floor its ratio is over, in words: `the ScreenUI floor`, `the ScreenKit floor`.
  public var floorTitle: String {
    architecture.isSwiftUIShaped ? "the ScreenUI floor" : "the ScreenKit floor"
  }
}
