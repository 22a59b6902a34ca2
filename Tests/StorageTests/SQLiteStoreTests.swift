import Entities
import Foundation
import GRDB
import Storage
import TestSupport
import Testing

@Suite("SQLite store")
struct SQLiteStoreTests {
  static let trickyTexts = [
    "O'Brien", "Robert'); DROP TABLE contact;--", "Zoë 👩‍👩‍👧‍👦 🇫🇷", "e\u{0301}mile", "מרים כהן", "محمد ‏الحسيني",
    "\"quoted\"", "50% _like_ \\escaped", "名前",
  ]

  /// A store of each kind: in memory, and on a new file.
  static func stores(in folder: TemporaryDirectory) throws -> [SQLiteStore] {
    [SQLiteStore.inMemory(), try SQLiteStore.open(at: folder.file("store.sqlite"))]
  }

  @Test("Tricky texts round-trip byte for byte, in memory and on file")
  func roundTrip() throws {
    let folder = TemporaryDirectory()
    for store in try Self.stores(in: folder) {
      for text in Self.trickyTexts {
        let added = try store.addContact(firstName: text, lastName: text)
        let item = try store.addItem(title: text, dueDate: Day("2024-05-15")!)
        #expect(Array(added.firstName.utf8) == Array(text.utf8))
        #expect(item.title == text)
      }
      let contacts = try store.allContacts()
      #expect(contacts.map { Array($0.firstName.utf8) } == Self.trickyTexts.map { Array($0.utf8) })
      #expect(contacts.map(\.lastName) == Self.trickyTexts)
      let items = try store.items(dueFrom: Day("2024-05-15")!, through: Day("2024-05-15")!)
      #expect(items.map { Array($0.title.utf8) } == Self.trickyTexts.map { Array($0.utf8) })
      #expect(try store.contactCount() == Self.trickyTexts.count)
    }
  }

  @Test("Contacts come back in the order added, with increasing ids")
  func orderAdded() throws {
    let store = SQLiteStore.inMemory()
    let names = ["Zed", "Amy", "Mo"]
    for name in names { _ = try store.addContact(firstName: name, lastName: "X") }
    let contacts = try store.allContacts()
    #expect(contacts.map(\.firstName) == names)
    #expect(contacts.map(\.id) == contacts.map(\.id).sorted())
  }

  @Test("Items are read by an inclusive range of due days")
  func itemRange() throws {
    let store = SQLiteStore.inMemory()
    for day in ["2024-05-14", "2024-05-15", "2024-05-20", "2024-05-28", "2024-05-29", "2025-01-01"] {
      _ = try store.addItem(title: day, dueDate: Day(day)!)
    }
    let items = try store.items(dueFrom: Day("2024-05-15")!, through: Day("2024-05-28")!)
    #expect(items.map(\.title) == ["2024-05-15", "2024-05-20", "2024-05-28"])
    #expect(items.first?.dueDate == Day("2024-05-15"))
  }

  @Test("The schema refuses empty values: the last line of defence", arguments: ["", "   "])
  func constraints(value: String) throws {
    let store = SQLiteStore.inMemory()
    #expect {
      _ = try store.addContact(firstName: value, lastName: "Smith")
    } throws: { error in
      guard case .constraintViolated(":memory:", _) = error as? StorageError else { return false }
      return true
    }
    #expect(throws: StorageError.self) { _ = try store.addItem(title: value, dueDate: Day("2024-05-15")!) }
    #expect(try store.allContacts().isEmpty)
  }

  @Test("Data written to a file is there when the file is opened again")
  func persistence() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("p.sqlite")
    _ = try SQLiteStore.open(at: path).addContact(firstName: "Ada", lastName: "Lovelace")
    let reopened = try SQLiteStore.open(at: path)
    #expect(try reopened.allContacts().map(\.lastName) == ["Lovelace"])
  }

  @Test("Many rows are added in one transaction")
  func batch() throws {
    let store = SQLiteStore.inMemory()
    try store.addContacts((0..<5000).map { ("First\($0)", "Last") })
    try store.addItems((0..<100).map { ("Item \($0)", Day("2024-05-15")!) })
    #expect(try store.contactCount() == 5000)
    #expect(try store.itemCount() == 100)
  }

  @Test("Tricky texts added in a batch round-trip byte for byte, in memory and on file")
  func batchRoundTrip() throws {
    let folder = TemporaryDirectory()
    for store in try Self.stores(in: folder) {
      try store.addContacts(Self.trickyTexts.map { ($0, $0 + " " + $0) })
      try store.addItems(Self.trickyTexts.map { ($0, Day("2024-05-15")!) })
      let contacts = try store.allContacts()
      #expect(contacts.map { Array($0.firstName.utf8) } == Self.trickyTexts.map { Array($0.utf8) })
      #expect(contacts.map(\.lastName) == Self.trickyTexts.map { $0 + " " + $0 })
      let items = try store.items(dueFrom: Day("2024-05-15")!, through: Day("2024-05-15")!)
      #expect(items.map { Array($0.title.utf8) } == Self.trickyTexts.map { Array($0.utf8) })
      #expect(items.map(\.dueDate) == Array(repeating: Day("2024-05-15")!, count: Self.trickyTexts.count))
    }
  }

  @Test("A batch with one row the schema refuses stores none of its rows, and the store writes on")
  func batchAllOrNothing() throws {
    let store = SQLiteStore.inMemory()
    #expect {
      try store.addContacts([("Ada", "Lovelace"), ("Grace", "  "), ("Alan", "Turing")])
    } throws: { error in
      guard case .constraintViolated(":memory:", let detail) = error as? StorageError else { return false }
      return detail.contains("CHECK constraint failed")
    }
    #expect {
      try store.addItems([("Buy milk", Day("2024-05-15")!), ("", Day("2024-05-16")!)])
    } throws: { error in
      guard case .constraintViolated(":memory:", _) = error as? StorageError else { return false }
      return true
    }
    #expect(try store.contactCount() == 0)
    #expect(try store.itemCount() == 0)
    try store.addContacts([("Ada", "Lovelace"), ("Alan", "Turing")])
    #expect(try store.allContacts().map(\.lastName) == ["Lovelace", "Turing"])
  }

  @Test("A read-only store reads, and its first write is a clear error")
  func readOnly() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("ro.sqlite")
    _ = try SQLiteStore.open(at: path).addContact(firstName: "Ada", lastName: "Lovelace")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let store = try SQLiteStore.open(at: path, readOnly: true)
    #expect(store.isReadOnly)
    #expect(try store.allContacts().count == 1)
    #expect(throws: StorageError.readOnly(path: path)) {
      _ = try store.addContact(firstName: "Grace", lastName: "Hopper")
    }
    #expect(StorageError.readOnly(path: path).description.contains(path))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("A file without write permission opens read-only (unless running as root, who may write anyway)")
  func withoutPermission() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("perm.sqlite")
    _ = try SQLiteStore.open(at: path).addContact(firstName: "Ada", lastName: "Lovelace")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let store = try SQLiteStore.open(at: path)
    #expect(try store.allContacts().count == 1)
    if geteuid() != 0 {
      #expect(store.isReadOnly)
      #expect(throws: StorageError.readOnly(path: path)) {
        _ = try store.addContact(firstName: "G", lastName: "H")
      }
    }
  }
}
