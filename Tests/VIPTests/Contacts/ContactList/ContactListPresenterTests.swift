import Entities
import Storage
import Testing

@testable import VIP

/// The contact list's presenter alone, handing view models to a display-logic spy.
@MainActor
@Suite("Contact list presenter")
struct ContactListPresenterTests {
  let display = ContactListDisplayLogicSpy()
  let sut = ContactListPresenter()

  init() {
    sut.viewController = display
  }

  @Test("A row shows the first name, a space and the last name, as stored")
  func rowText() {
    sut.presentFetchedContacts(
      response: .init(contacts: [Contact(id: 1, firstName: " Zoë", lastName: "O'Brien")]))
    #expect(display.fetchedViewModels == [.init(displayedContacts: [.init(name: " Zoë O'Brien")])])
  }

  @Test("A storage error becomes its own message")
  func errorMessage() {
    let error = StorageError.readOnly(path: "/tmp/c.sqlite")
    sut.presentFetchedContacts(response: .init(contacts: [], error: error))
    #expect(display.fetchedViewModels == [.init(displayedContacts: [], errorMessage: error.description)])
  }

  @Test("The presenter holds its view controller weakly")
  func weakViewController() {
    let presenter = ContactListPresenter()
    do {
      let display = ContactListDisplayLogicSpy()
      presenter.viewController = display
    }
    #expect(presenter.viewController == nil)
  }
}
