import Entities
import Storage
import TestSupport
import Testing

@testable import VIP

/// The workers on a real in-memory store: what they save, they read back.
@MainActor
@Suite("Workers")
struct WorkersTests {
  @Test("The contacts worker saves through the store and reads back in the order added")
  func contacts() throws {
    let sut = ContactsWorker(store: SQLiteStore.inMemory())
    let zoe = try sut.createContact(firstName: "Zoe", lastName: "Z")
    let abe = try sut.createContact(firstName: "Abe", lastName: "A")
    #expect(try sut.fetchContacts() == [zoe, abe])
  }

  @Test("The to-dos worker reads only the items in the range asked for")
  func todos() throws {
    let sut = TodosWorker(store: SQLiteStore.inMemory())
    let inRange = try sut.createItem(title: "In", dueDate: .at("2024-05-16"))
    _ = try sut.createItem(title: "Out", dueDate: .at("2024-06-16"))
    #expect(try sut.fetchItems(dueFrom: .at("2024-05-15"), through: .at("2024-05-25")) == [inRange])
  }
}
