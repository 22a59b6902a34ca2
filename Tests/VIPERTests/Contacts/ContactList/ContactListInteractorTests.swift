import Entities
import Testing

@testable import VIPER

/// The contact-list use case, against a data manager stub.
@MainActor
@Suite("Contact list interactor")
struct ContactListInteractorTests {
  let dataManager = ContactListDataManagerStub()
  let output = ContactListInteractorOutputSpy()
  let interactor: ContactListInteractor

  init() {
    interactor = ContactListInteractor(dataManager: dataManager)
    interactor.output = output
  }

  /// Loads `names` (first, last) with ids 1, 2, 3… in this order.
  func load(_ names: [(String, String)]) {
    dataManager.result = .success(
      names.enumerated().map {
        Contact(id: Int64($0.offset + 1), firstName: $0.element.0, lastName: $0.element.1)
      })
    interactor.findContacts()
  }

  /// The full names of the last contacts found.
  var foundNames: [String]? {
    for case .found(let contacts) in output.events.reversed() { return contacts.map(\.fullName) }
    return nil
  }

  @Test("Finding contacts reads the data manager once and reports summaries, not entities")
  func findsSummaries() {
    load([("Ada", "Lovelace")])
    #expect(dataManager.readCount == 1)
    #expect(output.events == [.found([ContactSummary(id: 1, fullName: "Ada Lovelace")])])
  }

  @Test("No stored contacts gives an empty list")
  func emptyList() {
    load([])
    #expect(output.events == [.found([])])
  }

  @Test("Contacts sort by full name ignoring case")
  func sortsIgnoringCase() {
    load([("bob", "Brown"), ("Alice", "Archer"), ("carol", "cole"), ("ALAN", "ZED")])
    #expect(foundNames == ["ALAN ZED", "Alice Archer", "bob Brown", "carol cole"])
  }

  @Test("émile sorts with Emile: accents are ignored")
  func sortsIgnoringDiacritics() {
    load([("Zoé", "Martin"), ("émile", "Durand"), ("Emile", "Durand"), ("Ève", "Adams"), ("Eric", "Zola")])
    #expect(foundNames == ["émile Durand", "Emile Durand", "Eric Zola", "Ève Adams", "Zoé Martin"])
  }

  @Test("Ties keep the order the contacts were added in, whatever order storage returns")
  func tiesKeepOrderAdded() {
    dataManager.result = .success([
      Contact(id: 7, firstName: "adam", lastName: "smith"),
      Contact(id: 3, firstName: "Adam", lastName: "Smith"),
      Contact(id: 5, firstName: "ÁDAM", lastName: "SMITH"),
    ])
    interactor.findContacts()
    #expect(foundNames == ["Adam Smith", "ÁDAM SMITH", "adam smith"])
  }

  @Test("The sort is on the full name, not on the first name then the last name")
  func sortsOnFullName() {
    load([("Ann", "Zed"), ("Ann Marie", "Lee")])
    #expect(foundNames == ["Ann Marie Lee", "Ann Zed"])
  }

  @Test("A storage failure is reported with its message and leaves an empty list")
  func storageFailure() {
    dataManager.result = .failure(.readFailed(message: "db.sqlite is damaged"))
    interactor.findContacts()
    #expect(output.events == [.failed("db.sqlite is damaged")])
    interactor.insertNewContact(ContactSummary(id: 9, fullName: "Ada Lovelace"))
    #expect(output.events.last == .inserted(ContactSummary(id: 9, fullName: "Ada Lovelace"), at: 0))
  }

  @Test(
    "A new contact is inserted at its sorted position",
    arguments: [
      ("Aaron Abbot", 0), ("Bob Brown", 1), ("Dan Dale", 2), ("Zed Zulu", 3), ("alice archer", 1),
      ("Álice Archer", 1), ("Carol Cole", 2), ("", 0),
    ])
  func insertionIndex(name: String, index: Int) {
    load([("Alice", "Archer"), ("Carol", "Cole"), ("Eve", "Evans")])
    let contact = ContactSummary(id: 10, fullName: name)
    interactor.insertNewContact(contact)
    #expect(output.events.last == .inserted(contact, at: index))
  }

  @Test("Inserting into an empty list puts the contact first")
  func insertsIntoEmptyList() {
    load([])
    let contact = ContactSummary(id: 1, fullName: "Ada Lovelace")
    interactor.insertNewContact(contact)
    #expect(output.events.last == .inserted(contact, at: 0))
  }

  @Test("Each insertion counts the contacts inserted before it")
  func insertionsAccumulate() {
    load([("Alice", "Archer"), ("Eve", "Evans")])
    interactor.insertNewContact(ContactSummary(id: 3, fullName: "Dan Dale"))
    interactor.insertNewContact(ContactSummary(id: 4, fullName: "Dave Dale"))
    interactor.insertNewContact(ContactSummary(id: 5, fullName: "dan dale"))
    interactor.insertNewContact(ContactSummary(id: 6, fullName: "Zed Zulu"))
    let indices = output.events.compactMap { if case .inserted(_, let index) = $0 { index } else { nil } }
    #expect(indices == [1, 2, 2, 5])
    #expect(dataManager.readCount == 1, "an insertion must not read storage again")
  }

  @Test("Finding contacts again replaces the list an insertion was counted against")
  func reloadReplacesList() {
    load([("Alice", "Archer")])
    load([])
    let contact = ContactSummary(id: 2, fullName: "Zed Zulu")
    interactor.insertNewContact(contact)
    #expect(output.events.last == .inserted(contact, at: 0))
  }
}
