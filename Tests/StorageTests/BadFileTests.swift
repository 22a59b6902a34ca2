import Entities
import Foundation
import GRDB
import Storage
import TestSupport
import Testing

/// Files that are not ArchLab databases are refused with a message naming
/// them, and are left byte for byte as they were.
@Suite("Refusing bad files")
struct BadFileTests {
  /// Opens `path`, expects the refusal `check` accepts, and that the file did not change.
  func expectRefused(_ path: String, _ check: (StorageError) -> Bool) throws {
    let before = FileManager.default.contents(atPath: path)
    #expect(throws: StorageError.self) { _ = try SQLiteStore.open(at: path) }
    do {
      _ = try SQLiteStore.open(at: path)
    } catch {
      #expect(check(error), "unexpected error: \(error)")
      #expect(error.description.contains(path))
    }
    #expect(FileManager.default.contents(atPath: path) == before)
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect(!siblings.contains { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") })
  }

  @Test("A text file is not a SQLite database")
  func textFile() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("notes.sqlite")
    try Data("Dear diary,\n".utf8 + Data(repeating: 0x41, count: 200)).write(to: URL(fileURLWithPath: path))
    try expectRefused(path) { $0 == .notADatabase(path: path) }
  }

  @Test("An empty file is refused, not turned into a database")
  func emptyFile() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("empty.sqlite")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    try expectRefused(path) { $0 == .emptyFile(path: path) }
  }

  @Test("A directory is refused")
  func directory() throws {
    let folder = TemporaryDirectory()
    #expect(throws: StorageError.isADirectory(path: folder.path)) {
      _ = try SQLiteStore.open(at: folder.path)
    }
  }

  @Test("Another program's SQLite database is refused and untouched")
  func foreign() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("other.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { try $0.execute(sql: "CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)") }
      try queue.close()
    }
    try expectRefused(path) { $0 == .foreignDatabase(path: path, tables: ["invoices"]) }
  }

  @Test("A database written by a newer ArchLab is refused and untouched")
  func newerSchema() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("newer.sqlite")
    _ = try SQLiteStore.open(at: path).addContact(firstName: "Ada", lastName: "Lovelace")
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write {
        try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2: from the future')")
      }
      try queue.close()
    }
    try expectRefused(path) { $0 == .newerSchema(path: path, unknownMigrations: ["v2: from the future"]) }
  }

  @Test("A file whose header bytes were flipped is refused and untouched")
  func flippedHeader() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("flipped.sqlite")
    _ = try SQLiteStore.open(at: path).addContact(firstName: "Ada", lastName: "Lovelace")
    var data = try Data(contentsOf: URL(fileURLWithPath: path))
    data[3] ^= 0xFF
    try data.write(to: URL(fileURLWithPath: path))
    try expectRefused(path) { $0 == .notADatabase(path: path) }
  }

  @Test("A file with a damaged data page is refused and untouched")
  func damagedPage() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("damaged.sqlite")
    do {
      let store = try SQLiteStore.open(at: path)
      try store.addContacts((0..<3000).map { ("First \($0)", "Last \($0)") })
    }
    var data = try Data(contentsOf: URL(fileURLWithPath: path))
    let pageSize = 4096
    #expect(data.count > 6 * pageSize)
    for offset in (3 * pageSize)..<(3 * pageSize + 64) { data[offset] ^= 0x5A }
    try data.write(to: URL(fileURLWithPath: path))
    try expectRefused(path) {
      if case .corrupt = $0 { return true }
      return false
    }
  }

  @Test("A truncated file is refused and untouched")
  func truncated() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("truncated.sqlite")
    do {
      let store = try SQLiteStore.open(at: path)
      try store.addContacts((0..<3000).map { ("First \($0)", "Last \($0)") })
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
    try expectRefused(path) {
      if case .corrupt = $0 { return true }
      return false
    }
  }

  @Test("Every refusal says what happened and that the file was left untouched")
  func messages() {
    let errors: [StorageError] = [
      .notADatabase(path: "/x/a.db"), .emptyFile(path: "/x/a.db"),
      .foreignDatabase(path: "/x/a.db", tables: ["t"]),
      .newerSchema(path: "/x/a.db", unknownMigrations: ["v9"]), .corrupt(path: "/x/a.db", detail: "bad page"),
    ]
    for error in errors {
      #expect(error.description.contains("/x/a.db"))
      #expect(error.description.contains("left untouched"))
    }
  }
}
