/// The steps SwiftUI's rules force when one row is added to N rows on ScreenUI, each timed
/// apart on the ScreenUI floor's rows (`ScenarioProbe shares`, `Benchmarks/run.sh`): what
/// share of the ScreenUI floor's cost over ScreenKit's each takes, and which rule forces it.
public struct ToolkitShares: Codable, Sendable, Equatable {
  /// The rows before the insertion.
  public var n: Int
  /// The runs each median is taken over.
  public var runs: Int
  /// Median nanoseconds of the copy-on-write: the insertion into rows the list still holds,
  /// and the release of the old copy, less the same insertion in place.
  public var copyOnWriteNs: Double
  /// Median nanoseconds of reading N + 1 identifiers as a `ForEach` does.
  public var identifiersReadNs: Double
  /// Median nanoseconds of comparing N + 1 identifiers with N as the list does.
  public var identifiersComparedNs: Double

  /// Creates the figures.
  public init(
    n: Int, runs: Int, copyOnWriteNs: Double, identifiersReadNs: Double, identifiersComparedNs: Double
  ) {
    self.n = n
    self.runs = runs
    self.copyOnWriteNs = copyOnWriteNs
    self.identifiersReadNs = identifiersReadNs
    self.identifiersComparedNs = identifiersComparedNs
  }

  /// Each step with the rule of SwiftUI (iOS 17) that forces it, and its median nanoseconds.
  public var steps: [(rule: String, nanoseconds: Double)] {
    [
      (
        "copy-on-write of the rows: a `ForEach` keeps the collection it was given (its rows are built from it as they scroll into view, and the view is kept to be compared with the next one), so changing the collection copies it, and the old copy is freed when the new `ForEach` replaces it",
        copyOnWriteNs
      ),
      (
        "every identifier read: a `ForEach` gathers its elements' identifiers when given new data (\"Demystify SwiftUI\", WWDC21)",
        identifiersReadNs
      ),
      ("the identifiers compared with the last ones, to insert the new row", identifiersComparedNs),
    ]
  }
}
