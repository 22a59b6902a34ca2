import Entities
import Storage
import Testing

@testable import MVP

/// The contact-list presenter against a fake view and a stub service.
@MainActor
@Suite("Contact list presenter")
struct ContactListPresenterTests {
  /// A presenter on `service`, attached to a new fake view and loaded.
  private func loadedPresenter(
    _ service: StubContactService
  ) -> (presenter: ContactListPresenter, view: FakeContactListView) {
    let presenter = ContactListPresenter(service: service)
    let view = FakeContactListView()
    presenter.view = view
    presenter.viewDidLoad()
    return (presenter, view)
  }

  /// Adds a contact the way the add screen does: through the presenter the list view was handed.
  private func add(
    _ firstName: String, _ lastName: String, via view: FakeContactListView, of presenter: ContactListPresenter
  ) throws {
    presenter.didTapAdd()
    let addPresenter = try #require(view.addPresenters.last)
    addPresenter.didTapDone(firstName: firstName, lastName: lastName)
  }

  @Test("Loading shows every contact by full name, sorted ignoring case and accents")
  func sortsIgnoringCaseAndAccents() {
    let service = StubContactService(names: [
      ("Zoé", "Martin"), ("émile", "Durand"), ("Émile", "Dupont"), ("adam", "smith"), ("Ève", "Adams"),
      ("Bob", "Brown"),
    ])
    let (_, view) = loadedPresenter(service)
    #expect(
      view.names == ["adam smith", "Bob Brown", "Émile Dupont", "émile Durand", "Ève Adams", "Zoé Martin"])
    #expect(view.showCount == 1)
    #expect(view.errors.isEmpty)
  }

  @Test("Contacts whose names differ only by case or accents keep the order in which they were added")
  func tiesKeepTheOrderAdded() {
    let service = StubContactService()
    service.contacts = [
      Contact(id: 4, firstName: "Emile", lastName: "Durand"),
      Contact(id: 2, firstName: "émile", lastName: "Durand"),
      Contact(id: 9, firstName: "EMILE", lastName: "DURAND"),
      Contact(id: 3, firstName: "Émile", lastName: "durand"),
    ]
    let (_, view) = loadedPresenter(service)
    #expect(view.names == ["émile Durand", "Émile durand", "Emile Durand", "EMILE DURAND"])
  }

  @Test("The full name is the first name, one space and the last name, exactly as stored")
  func fullNameIsExact() {
    let service = StubContactService(names: [
      ("O'Brien", "Robert'); DROP TABLE contact;--"), ("Ko\u{0301}ta", "مريم"),
    ])
    let (_, view) = loadedPresenter(service)
    #expect(Set(view.names) == ["O'Brien Robert'); DROP TABLE contact;--", "Ko\u{0301}ta مريم"])
  }

  @Test("The sort compares full names, so the first name decides before the last name")
  func sortsOnFullName() {
    let service = StubContactService(names: [("Anna", "Zed"), ("Ann", "Young"), ("Anna", "Able")])
    let (_, view) = loadedPresenter(service)
    #expect(view.names == ["Ann Young", "Anna Able", "Anna Zed"])
  }

  @Test("With no contacts, the view is handed an empty list and no error")
  func emptyStore() {
    let (_, view) = loadedPresenter(StubContactService())
    #expect(view.rows.isEmpty)
    #expect(view.showCount == 1)
    #expect(view.errors.isEmpty)
  }

  @Test("A storage error while loading shows an empty list and the error's own message")
  func loadingError() {
    let service = StubContactService(names: [("Ada", "Lovelace")])
    service.loadError = .corrupt(path: "/tmp/a.sqlite", detail: "bad page")
    let (_, view) = loadedPresenter(service)
    #expect(view.rows.isEmpty)
    #expect(view.errors == [StorageError.corrupt(path: "/tmp/a.sqlite", detail: "bad page").description])
  }

  @Test("Tapping + asks the view to open the add-contact screen, which reports back to the list presenter")
  func plusOpensTheAddScreen() throws {
    let (presenter, view) = loadedPresenter(StubContactService())
    presenter.didTapAdd()
    let addPresenter = try #require(view.addPresenters.first)
    #expect(view.addPresenters.count == 1)
    #expect(addPresenter.delegate === presenter)
  }

  @Test(
    "A saved contact is inserted at its sorted position, after the contacts it ties with",
    arguments: [
      ("Aaron", "Aalto", 0), ("alice", "archer", 1), ("Álice", "Archer", 1), ("Bob", "Brown", 1),
      ("Carol", "Cole", 2), ("Dan", "Dale", 2), ("Eve", "Evans", 3), ("Zed", "Zulu", 3),
    ])
  func sortedInsertion(firstName: String, lastName: String, index: Int) throws {
    let service = StubContactService(names: [("Alice", "Archer"), ("Carol", "Cole"), ("Eve", "Evans")])
    let (presenter, view) = loadedPresenter(service)
    try add(firstName, lastName, via: view, of: presenter)
    #expect(view.insertedIndices == [index])
    #expect(view.names[index] == firstName + " " + lastName)
  }

  @Test("Saving inserts one row and never reloads the list")
  func insertionDoesNotReload() throws {
    let service = StubContactService(names: [("Carol", "Cole")])
    let (presenter, view) = loadedPresenter(service)
    try add("Ada", "Lovelace", via: view, of: presenter)
    try add("Zoé", "Martin", via: view, of: presenter)
    try add("émile", "Durand", via: view, of: presenter)
    try add("Emile", "Durand", via: view, of: presenter)
    #expect(view.showCount == 1)
    #expect(service.loadCount == 1)
    #expect(view.insertedIndices == [0, 2, 2, 3])
    #expect(view.names == ["Ada Lovelace", "Carol Cole", "émile Durand", "Emile Durand", "Zoé Martin"])
  }

  @Test("Inserting into an empty list puts the contact at index 0")
  func insertionIntoEmptyList() throws {
    let (presenter, view) = loadedPresenter(StubContactService())
    try add("Ada", "Lovelace", via: view, of: presenter)
    #expect(view.insertedIndices == [0])
    #expect(view.names == ["Ada Lovelace"])
  }

  @Test("A cancelled or refused add screen inserts nothing")
  func nothingInsertedWithoutASave() throws {
    let service = StubContactService(names: [("Carol", "Cole")])
    let (presenter, view) = loadedPresenter(service)
    presenter.didTapAdd()
    let addPresenter = try #require(view.addPresenters.last)
    addPresenter.didTapDone(firstName: "", lastName: "Lovelace")
    service.saveError = .readOnly(path: "/tmp/a.sqlite")
    addPresenter.didTapDone(firstName: "Ada", lastName: "Lovelace")
    addPresenter.didTapCancel()
    #expect(view.insertedIndices.isEmpty)
    #expect(view.names == ["Carol Cole"])
  }

  @Test("The presenter does not keep its view alive")
  func viewIsHeldWeakly() {
    let presenter = ContactListPresenter(service: StubContactService())
    weak var weakView: FakeContactListView?
    do {
      let view = FakeContactListView()
      weakView = view
      presenter.view = view
    }
    #expect(weakView == nil)
    #expect(presenter.view == nil)
  }
}
