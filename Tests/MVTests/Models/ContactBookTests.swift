import CaseBook
import Entities
import Storage
import TestSupport
import Testing

@testable import MV

/// `ContactBook`, the model the Contacts views read, on an in-memory database
/// or a failing store, with no view.
@MainActor
@Suite("ContactBook")
struct ContactBookTests {
  @Test("Loads the stored contacts sorted by folded full name, ties in the order added")
  func loadsSorted() throws {
    let store = try Seed.store(contacts: [
      ContactName("zoé", "Martin"), ContactName("Émile", "Durand"), ContactName("emile", "durand"),
      ContactName("Ada", "Lovelace"),
    ])
    let book = ContactBook(store: store)
    #expect(book.contacts.isEmpty, "nothing is read before the list appears")
    try book.loadIfNeeded()
    #expect(book.contacts.map(\.fullName) == ["Ada Lovelace", "Émile Durand", "emile durand", "zoé Martin"])
    #expect(book.contacts.map(\.id) == [4, 2, 3, 1])
  }

  @Test("Reads storage once: a second load changes nothing")
  func loadsOnce() throws {
    let store = try Seed.store(contacts: [ContactName("Ada", "Lovelace")])
    let book = ContactBook(store: store)
    try book.loadIfNeeded()
    _ = try store.addContact(firstName: "Alan", lastName: "Turing")
    try book.loadIfNeeded()
    #expect(book.contacts.map(\.fullName) == ["Ada Lovelace"])
  }

  @Test("A failed load throws the storage error's message, shows nothing, and is not tried again")
  func loadFails() throws {
    let error = StorageError.busy(path: "/tmp/contacts.sqlite")
    let book = ContactBook(store: FailingStore(error, failing: .loads))
    #expect(throws: AlertMessage(error.description)) { try book.loadIfNeeded() }
    #expect(book.contacts.isEmpty)
    try book.loadIfNeeded()
  }

  @Test("Adds the trimmed names and inserts the contact after its equals")
  func addsAtPlace() throws {
    let store = try Seed.store(contacts: [ContactName("Ada", "Lovelace"), ContactName("Zoé", "Martin")])
    let book = ContactBook(store: store)
    try book.loadIfNeeded()
    let contact = try book.add(ContactDraft(firstName: "  ada ", lastName: "lovelace\u{A0}"))
    #expect((contact.firstName, contact.lastName) == ("ada", "lovelace"))
    #expect(book.contacts.map(\.fullName) == ["Ada Lovelace", "ada lovelace", "Zoé Martin"])
    #expect(try store.allContacts().last == contact)
  }

  @Test("An invalid draft throws its rule's message and saves nothing")
  func refusesInvalid() throws {
    let store = try Seed.store()
    let book = ContactBook(store: store)
    try book.loadIfNeeded()
    #expect(throws: AlertMessage(CaseBook.Message.contactNamesRequired)) {
      try book.add(ContactDraft(firstName: "Ada", lastName: " "))
    }
    #expect(try store.allContacts().isEmpty)
    #expect(book.contacts.isEmpty)
  }

  @Test("A failed save throws the storage error's message and inserts nothing")
  func saveFails() throws {
    let error = StorageError.readOnly(path: "/tmp/contacts.sqlite")
    let book = ContactBook(store: FailingStore(error, failing: .saves))
    try book.loadIfNeeded()
    #expect(throws: AlertMessage(error.description)) {
      try book.add(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    }
    #expect(book.contacts.isEmpty)
  }
}
