import CaseBook
import Entities
import Storage
import TestSupport
import Testing

@testable import VIPER

/// The contact modules' data managers, on real and failing stores.
@MainActor
@Suite("Contact data managers")
struct ContactDataManagerTests {
  @Test("The list's data manager returns the stored contacts as entities, in the order added")
  func readsContacts() throws {
    let store = SQLiteStore.inMemory()
    let zoe = try store.addContact(firstName: "Zoé", lastName: "Martin")
    let ada = try store.addContact(firstName: "Ada", lastName: "Lovelace")
    #expect(try ContactListDataManager(store: store).allContacts() == [zoe, ada])
  }

  @Test("The add data manager stores the names exactly as given and returns the entity with storage's id")
  func savesContact() throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addContact(firstName: "First", lastName: "One")
    let contact = try AddContactDataManager(store: store).addContact(firstName: "O'Brien ", lastName: "שָׁלוֹם")
    #expect(contact == Contact(id: 2, firstName: "O'Brien ", lastName: "שָׁלוֹם"))
    #expect(try store.allContacts().last == contact)
  }

  @Test("A failed read becomes readFailed with storage's own message")
  func mapsReadFailure() {
    let error = StorageError.corrupt(path: "/tmp/db.sqlite", detail: "bad page")
    #expect(throws: DataManagerError.readFailed(message: error.description)) {
      try ContactListDataManager(store: FailingStore(error)).allContacts()
    }
  }

  @Test("A failed save becomes saveFailed with storage's own message, which names the file")
  func mapsSaveFailure() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("ro.sqlite")
    _ = try SQLiteStore.open(at: path)
    let readOnly = try SQLiteStore.open(at: path, readOnly: true)
    let expected = DataManagerError.saveFailed(message: StorageError.readOnly(path: path).description)
    #expect(throws: expected) {
      try AddContactDataManager(store: readOnly).addContact(firstName: "Ada", lastName: "Lovelace")
    }
    #expect(expected.description.contains(path))
  }
}
