import ArchLab
import Entities
import Storage
import TestSupport
import Testing

@Suite("Seeder and data location")
struct SeederTests {
  @Test("The same seed gives the same rows; another seed gives others")
  func deterministic() throws {
    func rows(seed: UInt64) throws -> ([Contact], [TodoItem]) {
      let store = SQLiteStore.inMemory()
      try Seeder(seed: seed).fill(store, contacts: 200, todos: 300, today: .at("2024-05-15"))
      return (
        try store.allContacts(), try store.items(dueFrom: .at("2024-01-01"), through: .at("2024-12-31"))
      )
    }
    let (contacts, items) = try rows(seed: 7)
    let again = try rows(seed: 7)
    #expect(contacts == again.0)
    #expect(items == again.1)
    #expect(try rows(seed: 8).0 != contacts)
    #expect(contacts.count == 200)
    #expect(items.count == 300)
  }

  @Test("Seeded data spans several scripts and the past, this week, next week and later")
  func realistic() throws {
    let store = SQLiteStore.inMemory()
    try Seeder().fill(store, contacts: 500, todos: 500, today: .at("2024-05-15"))
    let names = try store.allContacts().map { $0.firstName + $0.lastName }
    #expect(
      names.contains { $0.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } }, "Cyrillic")
    #expect(names.contains { $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }, "Arabic")
    #expect(names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }, "CJK")
    let days = try store.items(dueFrom: .at("2024-01-01"), through: .at("2024-12-31")).map(\.dueDate)
    #expect(days.contains { $0 < .at("2024-05-15") })
    #expect(days.contains { $0 == .at("2024-05-15") })
    #expect(days.contains { $0 > .at("2024-05-25") })
  }

  @Test("The default database lives under XDG_DATA_HOME, else ~/.local/share")
  func location() {
    #expect(
      DataLocation.defaultDatabasePath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
        == "/data/archlab/archlab.sqlite")
    #expect(
      DataLocation.defaultDatabasePath(environment: ["HOME": "/home/a"])
        == "/home/a/.local/share/archlab/archlab.sqlite")
    #expect(
      DataLocation.defaultDatabasePath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
        == "/home/a/.local/share/archlab/archlab.sqlite")
  }
}
