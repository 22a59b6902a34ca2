import Entities
import Storage
import Testing

@testable import MVVM

/// The contact list's view model, tested with no UI: a stub service and a spy router.
@MainActor
@Suite("Contact list view model")
struct ContactListViewModelTests {
  let router = SpyContactListRouter()

  func makeViewModel(_ service: StubContactService) -> ContactListViewModel {
    ContactListViewModel(service: service, router: router)
  }

  @Test("It reads nothing until it is loaded")
  func nothingBeforeLoad() {
    let viewModel = makeViewModel(StubContactService(names: ["Ada Lovelace"]))
    #expect(viewModel.rows.isEmpty)
    #expect(viewModel.lastChange == nil)
  }

  @Test("Contacts sort by full name, ignoring case and accents")
  func sortsIgnoringCaseAndAccents() {
    let viewModel = makeViewModel(
      StubContactService(names: ["Zoé Martin", "Ève Adams", "bob Brown", "Émile Durand", "Adam Smith"]))
    viewModel.load()
    #expect(
      viewModel.rows.map(\.fullName) == [
        "Adam Smith", "bob Brown", "Émile Durand", "Ève Adams", "Zoé Martin",
      ])
  }

  @Test("Contacts whose names differ only in case or accents keep the order they were added")
  func tiesKeepOrderAdded() {
    let service = StubContactService(contacts: [
      Contact(id: 3, firstName: "Emile", lastName: "Durand"),
      Contact(id: 1, firstName: "émile", lastName: "Durand"),
      Contact(id: 4, firstName: "adam", lastName: "smith"),
      Contact(id: 2, firstName: "ÉMILE", lastName: "DURAND"),
      Contact(id: 5, firstName: "Adam", lastName: "Smith"),
    ])
    let viewModel = makeViewModel(service)
    viewModel.load()
    #expect(
      viewModel.rows.map(\.fullName) == [
        "adam smith", "Adam Smith", "émile Durand", "ÉMILE DURAND", "Emile Durand",
      ])
    #expect(viewModel.rows.map(\.contactID) == [4, 5, 1, 2, 3])
  }

  @Test("A row shows the first name, a space and the last name, exactly as stored")
  func rowsShowNamesExactly() {
    let names = [("O'Brien", "Robert'); DROP TABLE contact;--"), ("👩‍👩‍👧‍👦", "Ko\u{301}ta"), ("مريم", "שָׁלוֹם")]
    let contacts = names.enumerated().map {
      Contact(id: Int64($0.offset + 1), firstName: $0.element.0, lastName: $0.element.1)
    }
    let viewModel = makeViewModel(StubContactService(contacts: contacts))
    viewModel.load()
    #expect(Set(viewModel.rows.map(\.fullName)) == Set(names.map { $0.0 + " " + $0.1 }))
  }

  @Test("With no contacts there are no rows, and the list says No Contacts")
  func emptyState() {
    let viewModel = makeViewModel(StubContactService())
    viewModel.load()
    #expect(viewModel.rows.isEmpty)
    #expect(viewModel.emptyMessage == "No Contacts")
    #expect(viewModel.title == "Contacts")
    #expect(viewModel.errorAlert.message == nil)
  }

  @Test("Loading is announced as a reload")
  func loadIsAReload() {
    let viewModel = makeViewModel(StubContactService(names: ["Ada Lovelace"]))
    viewModel.load()
    #expect(viewModel.lastChange == .reloaded)
  }

  @Test("A failed load shows the storage error's message and leaves the list empty")
  func failedLoad() {
    let service = StubContactService(names: ["Ada Lovelace"])
    let error = StorageError.corrupt(path: "/tmp/contacts.sqlite", detail: "bad page")
    service.loadError = error
    let viewModel = makeViewModel(service)
    viewModel.load()
    #expect(viewModel.errorAlert.message == error.description)
    #expect(viewModel.rows.isEmpty)
    #expect(viewModel.lastChange == .reloaded)
  }

  @Test("Tapping + asks the router for New Contact, with the list as its delegate")
  func addAsksRouter() {
    let viewModel = makeViewModel(StubContactService())
    viewModel.load()
    viewModel.addTapped()
    #expect(router.showAddContactCount == 1)
    #expect(router.delegate === viewModel)
  }

  @Test(
    "An added contact is inserted at its sorted position, and the change says where",
    arguments: [
      ("Aaron Abbot", 0), ("Alice Archer", 1), ("alice archer", 1), ("Álice Archer", 1), ("Bob Brown", 1),
      ("Dan Dale", 2), ("émile Durand", 2), ("Eve Evans", 3), ("Zed Zane", 3),
    ])
  func insertionAtSortedPosition(name: String, index: Int) throws {
    let service = StubContactService(names: ["Alice Archer", "Carol Cole", "Eve Evans"])
    let viewModel = makeViewModel(service)
    viewModel.load()
    let parts = name.split(separator: " ").map(String.init)
    let contact = try service.addContact(firstName: parts[0], lastName: parts[1])
    viewModel.addContactViewModel(
      AddContactViewModel(service: service, router: SpyClosingRouter(), delegate: viewModel), didAdd: contact)
    #expect(viewModel.lastChange == .inserted(row: index))
    #expect(viewModel.rows[index].fullName == name)
    #expect(viewModel.rows.count == 4)
    #expect(viewModel.rows.map(\.sortKey) == viewModel.rows.map(\.sortKey).sorted())
  }

  @Test("Insertions keep the list in the order a fresh load would give")
  func insertionsMatchAFreshLoad() throws {
    let service = StubContactService(names: ["Zoé Martin", "Adam Smith"])
    let viewModel = makeViewModel(service)
    viewModel.load()
    let form = AddContactViewModel(service: service, router: SpyClosingRouter(), delegate: viewModel)
    for (first, last) in [
      ("émile", "Durand"), ("adam", "smith"), ("Emile", "Durand"), ("Ève", "Adams"), ("A", "B"),
    ] {
      viewModel.addContactViewModel(form, didAdd: try service.addContact(firstName: first, lastName: last))
    }
    let reloaded = makeViewModel(service)
    reloaded.load()
    #expect(viewModel.rows == reloaded.rows)
  }

  @Test("Observers of the change read the new change, once per change, even when it repeats")
  func observersReadEachChange() throws {
    let service = StubContactService(names: ["Bob Brown"])
    let viewModel = makeViewModel(service)
    let observed = ObservedValues(viewModel) { $0.lastChange }
    let rowCounts = ObservedValues(viewModel) { ($0.lastChange, $0.rows.count) }
    viewModel.load()
    let form = AddContactViewModel(service: service, router: SpyClosingRouter(), delegate: viewModel)
    viewModel.addContactViewModel(form, didAdd: try service.addContact(firstName: "Ada", lastName: "A"))
    viewModel.addContactViewModel(form, didAdd: try service.addContact(firstName: "Abe", lastName: "A"))
    #expect(observed.values == [nil, .reloaded, .inserted(row: 0), .inserted(row: 0)])
    #expect(rowCounts.values.map(\.1) == [0, 1, 2, 3], "observers see the rows already changed")
  }
}
