import ArchLab
import Entities
@_spi(Benchmarks) import ScreenUI
import Storage

/// What adding one contact to N costs on ScreenUI, piece by piece, on the ScreenUI floor's own
/// rows: the steps SwiftUI's rules force, each timed alone (median of several runs), so that
/// the report can say what share of the ScreenUI floor's cost over ScreenKit's each one is.
///
/// - **Copy on write:** a `ForEach` keeps the collection it was given (its rows are built
///   from it as they scroll into view, and the view it belongs to is kept to be compared with
///   the next one), so inserting into the rows it holds copies them, and the old copy is freed
///   once the new `ForEach` replaces it; timed as that insertion and release, less the same
///   insertion in place.
/// - **Identifiers read:** every element's identifier, read when the `ForEach` is given new
///   data ("Demystify SwiftUI", WWDC21: identifiers are gathered eagerly).
/// - **Identifiers compared:** the new identifiers against the last ones, to insert the row.
public struct ToolkitShares: Codable, Sendable, Equatable {
  /// The number of rows before the insertion.
  public var n: Int
  /// The runs each median is taken over.
  public var runs: Int
  /// Median nanoseconds of the copy and its release, less the insertion in place.
  public var copyOnWriteNs: Double
  /// Median nanoseconds of reading N + 1 identifiers.
  public var identifiersReadNs: Double
  /// Median nanoseconds of comparing N + 1 identifiers with N.
  public var identifiersComparedNs: Double

  /// Times the three steps `runs` times each on `n` rows made from the contacts the
  /// benchmarks' seed writes.
  @MainActor
  public static func measure(n: Int, runs: Int) throws -> ToolkitShares {
    let store = SQLiteStore.inMemory()
    try Seeder(seed: Workload.seed).fill(store, contacts: n, todos: 0, today: Workload.today)
    var rows = try store.allContacts().map(FloorUIContactList.row)
    rows.sort { FloorUIContactList.isOrderedBefore($0, $1) }
    let oldIDs = ListUpdateCost.identifiers(of: rows)
    var copies: [Double] = []
    var inPlace: [Double] = []
    var reads: [Double] = []
    var compares: [Double] = []
    for run in 0..<runs {
      let place = rows.count / 2
      // Rows in a buffer of their own, as the state holds them after loading (not timed).
      var base = rows
      base.append(rows[0])
      base.removeLast()
      // The list's ForEach holds the state's rows; the insertion copies them, and the old
      // copy goes when a new ForEach replaces the old one.
      var listHeld: [FloorUIContactList.Row]? = base
      var state = base
      base = []
      var start = ContinuousClock.now
      state.insert(Self.newRow(run, 0), at: place)
      listHeld = nil
      copies.append(Double((ContinuousClock.now - start).nanoseconds))
      _ = listHeld
      start = ContinuousClock.now
      let newIDs = ListUpdateCost.identifiers(of: state)
      reads.append(Double((ContinuousClock.now - start).nanoseconds))
      start = ContinuousClock.now
      let changed = ListUpdateCost.compare(oldIDs, newIDs)
      compares.append(Double((ContinuousClock.now - start).nanoseconds))
      precondition(changed == 1, "one row inserted, \(changed) found")
      // The same insertion into rows nothing else holds: in place.
      start = ContinuousClock.now
      state.insert(Self.newRow(run, 1), at: place)
      inPlace.append(Double((ContinuousClock.now - start).nanoseconds))
    }
    return ToolkitShares(
      n: n, runs: runs, copyOnWriteNs: max(0, median(copies) - median(inPlace)),
      identifiersReadNs: median(reads), identifiersComparedNs: median(compares))
  }

  /// A contact that sorts among the others, with an id no seeded contact has.
  private static func newRow(_ run: Int, _ index: Int) -> FloorUIContactList.Row {
    FloorUIContactList.row(Contact(id: -1 - Int64(run * 2 + index), firstName: "Mila", lastName: "Benchmark"))
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
