import ArchLab
import Foundation
import Storage

/// `archlab seed --contacts N` against raw SQLite inserting the same rows, in
/// rounds: each round runs both once, in a seeded random order, each into a
/// new database file.
///
/// - `seeder` does what `archlab seed` does once its options are parsed: opens
///   (creates) the database with `SQLiteStore.open(at:)` — schema, WAL — and
///   fills it with `ArchLab.Seeder`, names generated as it goes.
/// - `rawSQLite` is the SQLite C API alone (``RawSQLiteInserter``): a new file
///   in WAL mode with the same `contact` table, one transaction, one prepared
///   statement, the same rows, made before the timing starts.
///
/// The process start of `archlab` is in neither.
public final class SeedingRun {
  /// The two contenders.
  public enum Contender: String, CaseIterable, Sendable, Codable {
    /// `ArchLab.Seeder` into a store opened as `archlab seed` opens it.
    case seeder
    /// The SQLite C API, one transaction, one prepared statement.
    case rawSQLite
  }

  /// The number of contacts each writes.
  public let n: Int
  /// This process's number among the race's processes, from 1.
  public let process: Int
  private let rows: [(firstName: String, lastName: String)]
  private let folder: URL
  private var generator: SeededGenerator
  /// The rounds measured so far (the warm-up round is not counted).
  public private(set) var roundsMeasured = 0

  /// Makes the rows the seeder writes (by seeding an in-memory store and reading
  /// them back), as the `process`-th process of the race.
  public init(n: Int, process: Int = 1) throws {
    self.n = n
    self.process = process
    let store = SQLiteStore.inMemory()
    try Seeder(seed: Workload.seed).fill(store, contacts: n, todos: 0, today: Workload.today)
    rows = try store.allContacts().map { ($0.firstName, $0.lastName) }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archlab-seeding-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    generator = SeededGenerator(
      seed: Workload.orderSeed &+ UInt64(n) &+ UInt64(max(process, 1) - 1) &* 0x9E37_79B9_7F4A_7C15)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The warm-up, not measured: one whole round, discarded.
  public func warmUp() throws { _ = try runRound() }

  /// One measured round.
  public func round() throws -> SeedingSample {
    let (order, nanoseconds) = try runRound()
    defer { roundsMeasured += 1 }
    return SeedingSample(
      n: n, process: process, round: roundsMeasured, order: order, nanoseconds: nanoseconds)
  }

  private func runRound() throws -> (order: [Contender], nanoseconds: [String: Int]) {
    var order = Contender.allCases
    order.shuffle(using: &generator)
    var nanoseconds: [String: Int] = [:]
    for contender in order {
      let path = self.path(of: contender)
      let start = ContinuousClock.now
      try perform(contender, at: path)
      let elapsed = ContinuousClock.now - start
      try check(contender, at: path)
      nanoseconds[contender.rawValue] = elapsed.nanoseconds
    }
    return (order, nanoseconds)
  }

  /// The file `contender` writes, in this run's folder.
  public func path(of contender: Contender) -> String {
    folder.appendingPathComponent("\(contender).sqlite").path
  }

  /// What a round times for `contender`: creates the database at `path` and
  /// writes the `n` contacts into it.
  public func perform(_ contender: Contender, at path: String) throws {
    switch contender {
    case .seeder:
      let store = try SQLiteStore.open(at: path)
      try Seeder(seed: Workload.seed).fill(store, contacts: n, todos: 0, today: Workload.today)
    case .rawSQLite:
      try RawSQLiteInserter.insert(rows, into: path)
    }
  }

  /// Not timed: checks that the file at `path` holds the `n` contacts, then removes it.
  public func check(_ contender: Contender, at path: String) throws {
    let count = try RawSQLiteInserter.count(in: path)
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    guard count == n else {
      throw ScenarioError(description: "seeding: \(contender) wrote \(count) contacts, expected \(n)")
    }
  }
}
