/// What the growth series measured of one architecture (`Docs/Claims.md`, "Growth"):
/// its module at every step, and what each change cost made at its step of the
/// series and made on today's app.
///
/// Step 0 is today's app; step k has the workshop's changes 01 … k, made one after
/// another, so change k is made on the app of step k − 1.
public struct GrowthFigures: Sendable, Equatable {
  /// The module's figures at each step, index = step; the last is the grown app.
  public var steps: [ModuleFigures]
  /// Code lines added plus removed in the module by each change at its step of the
  /// series, by change number (`04`).
  public var seriesLinesChanged: [String: Int]
  /// Roles touched by each change at its step of the series.
  public var seriesRolesTouched: [String: Int]
  /// Code lines added plus removed by the same change on today's app (the workshop's
  /// reference solution), by change number.
  public var smallAppLinesChanged: [String: Int]
  /// Roles touched by the same change on today's app.
  public var smallAppRolesTouched: [String: Int]

  /// Creates growth figures.
  public init(
    steps: [ModuleFigures], seriesLinesChanged: [String: Int] = [:], seriesRolesTouched: [String: Int] = [:],
    smallAppLinesChanged: [String: Int] = [:], smallAppRolesTouched: [String: Int] = [:]
  ) {
    self.steps = steps
    self.seriesLinesChanged = seriesLinesChanged
    self.seriesRolesTouched = seriesRolesTouched
    self.smallAppLinesChanged = smallAppLinesChanged
    self.smallAppRolesTouched = smallAppRolesTouched
  }

  /// Every change measured, in the series or on today's app, sorted (`01` … `06`): a
  /// figure "over the series' changes" needs each of them on both sides.
  public var changes: [String] {
    Set(seriesLinesChanged.keys).union(smallAppLinesChanged.keys).sorted()
  }

  /// The grown app: the last step's figures.
  public var grown: ModuleFigures? { steps.last }
}
