import ArchLab
import Entities
import Foundation
import GRDB
import ReliabilitySupport
import Storage
import TestSupport
import Testing

extension Reliability {
  /// Several processes adding to one file at once: no row is lost, and no
  /// one is shown that the database was locked (the store waits for the lock).
  @Suite(
    "Concurrent writers",
    .enabled(if: ArchLabBinary.path != nil, Comment(rawValue: ArchLabBinary.missingMessage)))
  struct ConcurrentWriterTests {
    let today = "2024-05-15"

    /// Checks the children's results; returns how many ended well, and how many said the file was locked.
    func expectClean(_ results: [ChildResult], _ what: String) -> (passed: Int, busy: Int) {
      var passed = 0
      var busy = 0
      for (index, result) in results.enumerated() {
        let said = result.standardError.lowercased()
        if said.contains("locked") || said.contains("busy") { busy += 1 }
        if check(result.exitStatus == 0 && result.standardError.isEmpty, "\(what) #\(index + 1): \(result)") {
          passed += 1
        }
      }
      return (passed, busy)
    }

    /// Whether `path` passes `PRAGMA integrity_check`.
    func isIntact(_ path: String) throws -> Bool {
      let queue = try DatabaseQueue(path: path)
      defer { try? queue.close() }
      return try queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") } == ["ok"]
    }

    /// Adds a test's figures to the check's.
    func tally(
      _ figures: inout CheckFigures, writers: Int, passed: Int, expected: Int, found: Int, busy: Int,
      runs: Int = 1
    ) {
      figures.tried += writers
      figures.passed += passed
      figures.add(expected, to: "rowsExpected")
      figures.add(found, to: "rowsFound")
      figures.add(max(0, expected - found), to: "rowsLost")
      figures.add(busy, to: "busyErrors")
      figures.add(runs, to: "runs")
    }

    /// The report's line for this check.
    static func detail(_ figures: CheckFigures) -> String {
      let number = figures.number
      return
        "writer processes: \(figures.tried) in \(number("runs")) runs, each with several on one file at once; "
        + "ended cleanly: \(figures.passed); rows expected: \(number("rowsExpected")), found: \(number("rowsFound")), "
        + "lost: \(number("rowsLost")); locked/busy errors shown: \(number("busyErrors")). The \(number("appWriters")) "
        + "app processes, started together (\(number("appWritersReleasedTogether")) were waiting for their script "
        + "when it was given to all at once), each adding \(number("appRowsPerWriter")) contacts: in id order, "
        + "the writer changes \(number("writerChangesInIdOrder")) times (\(number("appWriters") - 1) would mean one "
        + "after another; a figure, not a requirement: SQLite lets one writer in at a time, in no set order)"
    }

    @Test(
      "App processes of every architecture, adding contacts through their screens at once, lose no row")
    func appsAtOnce() throws {
      try Figures.recording(.concurrentWriters) { figures in
        let folder = TemporaryDirectory()
        let path = folder.file("shared.sqlite")
        _ = try SQLiteStore.open(at: path)
        let perWriter = 150
        var expected: [String] = []
        // Each child waits for its script on an empty pipe; all get theirs at
        // once, so that they open the file and write at the same time.
        let children = try Architecture.allCases.map { architecture in
          var script = ""
          for number in 1...perWriter {
            let first = "\(architecture.displayName) writer"
            let last = "Contact \(number)"
            script += "tap +\nfill First name: \(first)\nfill Last name: \(last)\ntap Done\n"
            expected.append("\(first) \(last)")
          }
          return try ChildProcess(
            try ChildProcess.requireBinary(),
            ["run", architecture.rawValue, "--db", path, "--today", today, "--script", "-"],
            input: Data(script.utf8), start: .waitingForInput)
        }
        let deadline = ContinuousClock.now + .seconds(20)
        while children.contains(where: { $0.isWaitingForInput == false }) && ContinuousClock.now < deadline {
          usleep(1000)
        }
        let waiting = children.filter { $0.isWaitingForInput == true }.count
        check(
          waiting == children.count, "\(waiting) of \(children.count) app processes waited for their script")
        children.forEach { $0.releaseInput() }
        let results = children.map { $0.wait(timeout: 180) }
        let (passed, busy) = expectClean(results, "app process")
        let contacts = try SQLiteStore.open(at: path).allContacts()
        let stored = contacts.map { "\($0.firstName) \($0.lastName)" }
        check(
          stored.sorted() == expected.sorted(), "\(stored.count) contacts stored of \(expected.count) added")
        check(try isIntact(path), "integrity_check failed")
        // In the order stored, how often the writer changes: one less than the
        // writers if they ran one after the other. Reported, not required.
        let writerChanges = zip(contacts, contacts.dropFirst()).filter { $0.firstName != $1.firstName }.count
        tally(
          &figures, writers: results.count, passed: passed, expected: expected.count,
          found: Set(stored).intersection(expected).count, busy: busy)
        figures.add(writerChanges, to: "writerChangesInIdOrder")
        figures.add(children.count, to: "appWriters")
        figures.add(waiting, to: "appWritersReleasedTogether")
        figures.add(perWriter, to: "appRowsPerWriter")
      }
    }

    @Test("Three seed processes writing large transactions to one file at once lose no row")
    func seedsAtOnce() throws {
      try Figures.recording(.concurrentWriters) { figures in
        let folder = TemporaryDirectory()
        let path = folder.file("shared.sqlite")
        _ = try SQLiteStore.open(at: path)
        let seeds: [UInt64] = [11, 12, 13]
        let count = 8_000
        let results = try seeds.map { seed in
          try ChildProcess(
            try ChildProcess.requireBinary(),
            [
              "seed", "--db", path, "--contacts", "\(count)", "--todos", "\(count)", "--today", today,
              "--seed", "\(seed)",
            ])
        }.map { $0.wait(timeout: 180) }
        let (passed, busy) = expectClean(results, "seed process")
        // The rows each seed makes, made again in memory.
        var expectedContacts: [String] = []
        var expectedItems: [String] = []
        for seed in seeds {
          let memory = SQLiteStore.inMemory()
          try Seeder(seed: seed).fill(memory, contacts: count, todos: count, today: .at(today))
          expectedContacts += try memory.allContacts().map { "\($0.firstName) \($0.lastName)" }
          expectedItems += try memory.items(dueFrom: .at("0001-01-01"), through: .at("9999-12-31")).map {
            "\($0.title) \($0.dueDate)"
          }
        }
        let store = try SQLiteStore.open(at: path)
        let contacts = try store.allContacts().map { "\($0.firstName) \($0.lastName)" }
        let items = try store.items(dueFrom: .at("0001-01-01"), through: .at("9999-12-31")).map {
          "\($0.title) \($0.dueDate)"
        }
        check(
          contacts.sorted() == expectedContacts.sorted(),
          "\(contacts.count) contacts stored of \(expectedContacts.count), or not the ones the seeds made")
        check(
          items.sorted() == expectedItems.sorted(),
          "\(items.count) items stored of \(expectedItems.count), or not the ones the seeds made")
        check(try isIntact(path), "integrity_check failed")
        tally(
          &figures, writers: results.count, passed: passed,
          expected: expectedContacts.count + expectedItems.count,
          found: min(contacts.count, expectedContacts.count) + min(items.count, expectedItems.count),
          busy: busy)
      }
    }

    @Test("Twelve processes opening one existing file at once each add their rows: none is lost")
    func manyOpenersAtOnce() throws {
      try Figures.recording(.concurrentWriters) { figures in
        // Each process inspects the file while others have just opened it: an
        // inspection that removed "its" -wal and -shm removed theirs (found here).
        let writers = 12
        let rounds = 3
        for round in 1...rounds {
          let folder = TemporaryDirectory()
          let path = folder.file("shared.sqlite")
          _ = try SQLiteStore.open(at: path)
          let results = try (1...writers).map { seed in
            try ChildProcess(
              try ChildProcess.requireBinary(),
              [
                "seed", "--db", path, "--contacts", "5", "--todos", "2", "--today", today, "--seed",
                "\(seed)",
              ])
          }.map { $0.wait(timeout: 120) }
          let outcome = expectClean(results, "round \(round): seed process")
          let store = try SQLiteStore.open(at: path)
          let (contacts, items) = (try store.contactCount(), try store.itemCount())
          check(contacts == writers * 5, "round \(round): \(contacts) contacts of \(writers * 5)")
          check(items == writers * 2, "round \(round): \(items) items of \(writers * 2)")
          check(try isIntact(path), "round \(round): integrity_check failed")
          tally(
            &figures, writers: writers, passed: outcome.passed, expected: writers * 7,
            found: min(contacts, writers * 5) + min(items, writers * 2), busy: outcome.busy)
        }
      }
    }

    @Test("Four seed processes started at once on a file that does not exist yet all succeed and lose no row")
    func seedsCreatingTheFile() throws {
      try Figures.recording(.concurrentWriters) { figures in
        let folder = TemporaryDirectory()
        let path = folder.file("new.sqlite")
        let writers = 4
        let count = 2_000
        let results = try (1...writers).map { seed in
          try ChildProcess(
            try ChildProcess.requireBinary(),
            [
              "seed", "--db", path, "--contacts", "\(count)", "--todos", "\(count)", "--today", today,
              "--seed", "\(seed)",
            ])
        }.map { $0.wait(timeout: 180) }
        let (passed, busy) = expectClean(results, "seed process on a new file")
        let store = try SQLiteStore.open(at: path)
        let contacts = try store.contactCount()
        let items = try store.itemCount()
        check(contacts == writers * count, "\(contacts) contacts of \(writers * count)")
        check(items == writers * count, "\(items) items of \(writers * count)")
        check(try isIntact(path), "integrity_check failed")
        tally(
          &figures, writers: results.count, passed: passed, expected: 2 * writers * count,
          found: contacts + items, busy: busy)
      }
    }
  }
}
