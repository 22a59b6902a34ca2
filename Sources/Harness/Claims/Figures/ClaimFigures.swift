import ArchLab

/// Every figure the claims' rules read (`Docs/Claims.md`), as plain values: one
/// ``ModuleFigures`` per architecture measured, and the run-time figures of
/// ArchLab's own questions. A `nil` anywhere means "not measured in this run".
public struct ClaimFigures: Sendable, Equatable {
  /// The number of screens `Docs/Feature.md` defines (contact list, add contact,
  /// Upcoming list, add item): S in `Docs/Claims.md`, used where a claim is about
  /// size in a large app. A definition of the feature, not a measurement.
  public static let featureScreens = 4

  /// The figures of each architecture measured; an architecture absent here was not measured.
  public var modules: [Architecture: ModuleFigures]
  /// S: the feature's screens.
  public var screens: Int
  /// Each architecture's run time as a ratio to the floor, per scenario and size, or
  /// `nil` when the benchmarks were skipped.
  public var runtime: [RuntimeFigure]?
  /// The toolkits' own run time over the ScreenKit floor, per scenario and size, or `nil`
  /// when the benchmarks were skipped or ran before the toolkits had floors.
  public var toolkits: [ToolkitFigure]? = nil
  /// The toolkits' own malloc counts over the ScreenKit floor's, per scenario and size: the
  /// ScreenUI floor and the diffable floor, by title; `nil` when not measured.
  /// (A median of the memory pass, not an interval: `low` and `high` are the ratio.)
  public var toolkitMallocs: [ToolkitFigure]? = nil
  /// Each architecture's malloc count and peak memory against the floor's, per scenario and
  /// size, or `nil` when the benchmarks were skipped.
  public var memory: [MemoryFigure]? = nil
  /// The growth series of each architecture measured on it; an architecture absent here
  /// has no growth figures in this run.
  public var growth: [Architecture: GrowthFigures]
  /// The module variants measured beside their modules (`Docs/Claims.md`, "Robustness"), by
  /// the multiverse choice that reads them: none until a run measures them.
  public var variants: [ModuleVariant: ModuleFigures] = [:]

  /// Creates figures.
  public init(
    modules: [Architecture: ModuleFigures] = [:], screens: Int = ClaimFigures.featureScreens,
    runtime: [RuntimeFigure]? = nil, growth: [Architecture: GrowthFigures] = [:]
  ) {
    self.modules = modules
    self.screens = screens
    self.runtime = runtime
    self.growth = growth
  }

  /// The figures of `architecture`, if it was measured.
  public subscript(architecture: Architecture) -> ModuleFigures? {
    modules[architecture]
  }
}
