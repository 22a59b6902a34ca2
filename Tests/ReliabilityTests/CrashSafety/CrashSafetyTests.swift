import ArchLab
import Entities
import Foundation
import GRDB
import Storage
import TestSupport
import Testing

extension Reliability {
  /// `archlab seed` killed with SIGKILL at many points of a large write: the
  /// database stays intact, each of its two transactions is all there or not
  /// at all, the rows committed before are untouched, and the next
  /// `archlab run` and `SQLiteStore.open` open it normally.
  @Suite(
    "Crash safety",
    .enabled(if: ArchLabBinary.path != nil, Comment(rawValue: ArchLabBinary.missingMessage)))
  struct CrashSafetyTests {
    /// When the child is killed.
    enum KillPoint: CustomStringConvertible, Sendable {
      /// This long after it started.
      case afterStart(milliseconds: Int)
      /// As soon as its -wal file reaches this size: it is writing the contacts.
      case walReaches(bytes: Int)
      /// This long after the contacts transaction committed.
      case afterContactsCommit(milliseconds: Int)
      /// As soon as the -wal grew this much past its size at the contacts
      /// commit: the to-do transaction is spilling its pages.
      case walGrowsPastContactsCommit(bytes: Int)

      var description: String {
        switch self {
        case .afterStart(let milliseconds): "\(milliseconds) ms after the start"
        case .walReaches(let bytes): "when the -wal reaches \(bytes / 1024) KiB"
        case .afterContactsCommit(let milliseconds): "\(milliseconds) ms after the contacts commit"
        case .walGrowsPastContactsCommit(let bytes):
          "when the -wal grows \(bytes / 1024) KiB past the contacts commit"
        }
      }
    }

    /// What a kill left, and whether the checks passed.
    struct Outcome {
      var killed = false
      var walBytesAtKill = 0
      var walBytesAtContactsCommit: Int?
      var newContacts = 0
      var newItems = 0
      var rowsLost = 0
      var torn = 0
      var passed = false
    }

    /// Two points by the clock, early (the later phases take different times
    /// on different machines); the others by what the child has written,
    /// which lands at the same place in the write whatever the machine's speed.
    static let killPoints: [KillPoint] = [
      .afterStart(milliseconds: 5), .afterStart(milliseconds: 100), .walReaches(bytes: walWritten),
      .afterContactsCommit(milliseconds: 0), .afterContactsCommit(milliseconds: 50),
      .walGrowsPastContactsCommit(bytes: 64 << 10), .walGrowsPastContactsCommit(bytes: 512 << 10),
      .walGrowsPastContactsCommit(bytes: 1 << 20), .walGrowsPastContactsCommit(bytes: 5 << 18),
    ]
    /// Rows the killed seed adds: each kind in one transaction.
    static let contacts = 20_000
    static let items = 60_000
    /// Rows committed before the kill, by an earlier seed.
    static let baseline = 500
    /// The -wal holds a few pages once the seed has opened the file; past
    /// this size, it holds pages of the seed's own writes.
    static let walWritten = 16 << 10
    let today = "2024-05-15"

    /// The rows in each table, what `PRAGMA integrity_check` says, and the first contacts.
    static func inspect(_ path: String) throws -> (
      contacts: Int, items: Int, integrity: [String], baseline: [Contact]
    ) {
      var configuration = Configuration()
      configuration.readonly = true
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in
        let baseline = try Row.fetchAll(
          db, sql: "SELECT id, firstName, lastName FROM contact ORDER BY id LIMIT ?",
          arguments: [Self.baseline]
        ).map { Contact(id: $0["id"], firstName: $0["firstName"], lastName: $0["lastName"]) }
        return (
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") ?? -1,
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM todoItem") ?? -1,
          try String.fetchAll(db, sql: "PRAGMA integrity_check"), baseline
        )
      }
    }

    /// Starts the seed, kills it at `point`, and checks what it left.
    func run(_ point: KillPoint) throws -> Outcome {
      let folder = TemporaryDirectory()
      let path = folder.file("crash.sqlite")
      let baselineContacts: [Contact]
      do {
        let store = try SQLiteStore.open(at: path)
        try Seeder(seed: 99).fill(store, contacts: Self.baseline, todos: Self.baseline, today: .at(today))
        baselineContacts = try store.allContacts()
      }
      #expect(
        !FileManager.default.fileExists(atPath: path + "-wal"), "the baseline store left its -wal behind")

      let child = try ChildProcess(
        try ChildProcess.requireBinary(),
        [
          "seed", "--db", path, "--contacts", "\(Self.contacts)", "--todos", "\(Self.items)",
          "--today", today, "--seed", "7",
        ])
      let started = ContinuousClock.now
      var outcome = Outcome()
      var reader: DatabaseQueue?
      var contactsCommit: (at: ContinuousClock.Instant, walBytes: Int)?
      func walBytes() -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int) ?? 0
      }
      // Watch the child until the kill point, reading the committed contacts
      // from a read-only connection once the -wal exists.
      while child.poll() == nil {
        let wal = walBytes()
        if contactsCommit == nil, wal > 0 {
          if reader == nil {
            var configuration = Configuration()
            configuration.readonly = true
            reader = try? DatabaseQueue(path: path, configuration: configuration)
          }
          let highest = try? reader?.read { try Int.fetchOne($0, sql: "SELECT MAX(id) FROM contact") }
          if highest == Self.baseline + Self.contacts { contactsCommit = (ContinuousClock.now, wal) }
        }
        let now = ContinuousClock.now
        let due: Bool =
          switch point {
          case .afterStart(let milliseconds): now - started >= .milliseconds(milliseconds)
          case .walReaches(let bytes): wal >= bytes
          case .afterContactsCommit(let milliseconds):
            contactsCommit.map { now - $0.at >= .milliseconds(milliseconds) } ?? false
          case .walGrowsPastContactsCommit(let bytes):
            contactsCommit.map { wal >= $0.walBytes + bytes } ?? false
          }
        if due {
          outcome.walBytesAtKill = wal
          outcome.walBytesAtContactsCommit = contactsCommit?.walBytes
          child.send(SIGKILL)
          break
        }
        usleep(500)
      }
      let result = child.wait(timeout: 60)
      try reader?.close()
      outcome.killed = result.signal == SIGKILL
      #expect(
        outcome.killed,
        "\(point): the seed ended before it was killed (move the kill point earlier): \(result)")

      // The next `archlab run` opens the file the crash left, -wal and all.
      let next = try ChildProcess.archlab(
        ["run", "mvc", "--db", path, "--today", today, "--script", "-"],
        input: "tab Upcoming\nexpect Upcoming\ntab Contacts\nexpect Contacts\n")
      let opened = check(
        next.exitStatus == 0 && next.standardError.isEmpty, "\(point): archlab run after the crash: \(next)")

      // Intact, with each transaction all there or not at all.
      let state = try Self.inspect(path)
      outcome.newContacts = state.contacts - Self.baseline
      outcome.newItems = state.items - Self.baseline
      let intact = check(state.integrity == ["ok"], "\(point): integrity_check says \(state.integrity)")
      outcome.rowsLost =
        zip(baselineContacts, state.baseline).filter { $0 != $1 }.count
        + max(0, baselineContacts.count - state.baseline.count) + max(0, -outcome.newItems)
      outcome.torn =
        ([0, Self.contacts].contains(outcome.newContacts) ? 0 : 1)
        + ([0, Self.items].contains(outcome.newItems) ? 0 : 1)
      let whole = check(
        outcome.rowsLost == 0 && outcome.torn == 0,
        "\(point): \(outcome.newContacts) of \(Self.contacts) contacts and \(outcome.newItems) of \(Self.items) items "
          + "were added; \(outcome.rowsLost) earlier rows were lost")
      let ordered = check(
        outcome.newItems == 0 || outcome.newContacts == Self.contacts,
        "\(point): the items were committed without the contacts committed before them")

      // And the store opens it normally, for reading and writing.
      var reopened = false
      do {
        let store = try SQLiteStore.open(at: path)
        reopened = check(
          try store.contactCount() == state.contacts, "\(point): SQLiteStore.open sees other rows")
        _ = try store.addContact(firstName: "After", lastName: "Crash")
      } catch {
        Issue.record("\(point): SQLiteStore.open after the crash: \(error)")
        reopened = false
      }
      outcome.passed = outcome.killed && opened && intact && whole && ordered && reopened
      return outcome
    }

    @Test(
      "A seed killed with SIGKILL in the middle of its write leaves an intact file with all or none of each transaction"
    )
    func killedSeed() throws {
      var figures = CheckFigures("crash safety")
      var outcomes: [Outcome] = []
      let (_, seconds) = try measureSeconds {
        for point in Self.killPoints {
          let outcome = try run(point)
          outcomes.append(outcome)
          figures.count(outcome.passed)
          figures.add(outcome.rowsLost, to: "rowsLost")
          figures.add(outcome.torn, to: "tornTransactions")
          figures.add(outcome.killed ? 1 : 0, to: "killed")
          if outcome.newContacts == 0 {
            let wrote = outcome.walBytesAtKill >= Self.walWritten
            figures.add(1, to: wrote ? "killedDuringContactsCommit" : "killedBeforeFirstWrite")
          }
          if outcome.newContacts == Self.contacts, outcome.newItems == 0 {
            let wrote = outcome.walBytesAtContactsCommit.map { outcome.walBytesAtKill > $0 } ?? false
            figures.add(1, to: wrote ? "killedInsideToDoTransaction" : "killedBetweenCommits")
          }
          if outcome.newItems == Self.items { figures.add(1, to: "killedAfterBothCommits") }
        }
      }
      // The kill points must really land inside the writes, or the check proves little.
      #expect(
        figures.numbers["killedInsideToDoTransaction", default: 0] >= 1,
        "no kill landed inside the to-do transaction")
      #expect(
        figures.numbers["killedDuringContactsCommit", default: 0]
          + figures.numbers["killedBeforeFirstWrite", default: 0] >= 2,
        "too few kills landed before the contacts commit")
      figures.seconds = seconds
      Figures.record(figures) { figures in
        let number = { (name: String) in figures.numbers[name, default: 0] }
        return
          "kill points survived: \(figures.passed) of \(figures.tried); rows lost: \(number("rowsLost")); "
          + "torn transactions: \(number("tornTransactions")); killed by SIGKILL: \(number("killed")) "
          + "(\(number("killedBeforeFirstWrite")) before any write, \(number("killedDuringContactsCommit")) while the "
          + "contacts commit was being written, \(number("killedBetweenCommits")) after the contacts commit "
          + "and before the to-do transaction wrote, \(number("killedInsideToDoTransaction")) inside the to-do "
          + "transaction with its pages in the -wal, \(number("killedAfterBothCommits")) after both); each seed adds "
          + "\(Self.contacts) contacts and \(Self.items) to-do items over \(Self.baseline) + \(Self.baseline) committed before"
      }
    }
  }
}
