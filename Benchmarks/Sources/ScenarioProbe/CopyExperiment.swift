import ArchLab
import Entities
import Foundation
import Scenarios
import Storage

/// What it costs to insert one row into an array of N rows shaped as TCA's
/// `ContactRow` (full name, folded key, id; the seeded names), in place and
/// into a copy whose old array is then released: the difference is what a
/// store of value-type state pays when something else still holds the array
/// (TCA's root store reduces into a copy of its state).
struct CopyExperiment {
  /// A row shaped as TCA's `ContactRow`.
  struct Row {
    let fullName: String
    let sortKey: FoldedKey
    let contactID: Int64
  }

  private var rows: [Row]

  /// N rows made from the contacts `archlab seed` would write.
  init(n: Int) throws {
    let store = SQLiteStore.inMemory()
    try Seeder(seed: Workload.seed).fill(store, contacts: n, todos: 0, today: Workload.today)
    rows = try store.allContacts().map { contact in
      let name = contact.firstName + " " + contact.lastName
      return Row(fullName: name, sortKey: FoldedKey(name), contactID: contact.id)
    }
  }

  /// Times both inserts `times` times each, in turn, and prints their medians.
  mutating func run(times: Int) {
    var inPlace: [Double] = []
    var intoCopy: [Double] = []
    for index in 0..<times {
      let row = Row(
        fullName: "Mila Benchmark", sortKey: FoldedKey("Mila Benchmark"), contactID: -1 - Int64(index))
      var start = ContinuousClock.now
      rows.insert(row, at: rows.count / 2)
      inPlace.append((ContinuousClock.now - start).milliseconds)
      start = ContinuousClock.now
      Self.insert(row, intoCopyOf: &rows)
      intoCopy.append((ContinuousClock.now - start).milliseconds)
    }
    print(
      "\(rows.count - 2 * times) rows: insert in place, median \(inPlace.median) ms; "
        + "into a copy, the old array released, median \(intoCopy.median) ms (\(times) runs each)")
  }

  /// Inserts `row` while the old array is still held, as a store holds the
  /// state it reduces a copy of, then releases the old array.
  @inline(never)
  private static func insert(_ row: Row, intoCopyOf rows: inout [Row]) {
    let old = rows
    rows.insert(row, at: rows.count / 2)
    withExtendedLifetime(old) {}
  }
}
