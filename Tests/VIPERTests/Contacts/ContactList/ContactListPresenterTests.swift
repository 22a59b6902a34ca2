import Testing

@testable import VIPER

/// The contact list's presenter, with doubles for its view, interactor and wireframe.
@MainActor
@Suite("Contact list presenter")
struct ContactListPresenterTests {
  let log = CallLog()
  let view: ContactListViewSpy
  let wireframe: ContactListWireframeSpy
  let presenter: ContactListPresenter

  init() {
    view = ContactListViewSpy(log: log)
    wireframe = ContactListWireframeSpy(log: log)
    presenter = ContactListPresenter(interactor: ContactListInteractorSpy(log: log), wireframe: wireframe)
    presenter.userInterface = view
  }

  @Test("Updating the view asks the interactor for the contacts")
  func updateView() {
    presenter.updateView()
    #expect(log.calls == ["interactor.findContacts()"])
  }

  @Test("+ asks the wireframe for the add-contact module, with this presenter as its delegate")
  func addNewEntry() {
    presenter.addNewEntry()
    #expect(log.calls == ["wireframe.presentAddInterface()"])
    #expect(wireframe.delegate === presenter)
  }

  @Test("No contacts shows the no-content message")
  func foundNoContacts() {
    presenter.foundContacts([])
    #expect(log.calls == ["view.showNoContentMessage()"])
  }

  @Test("Found contacts are shown as rows of full names, in the interactor's order")
  func foundContacts() {
    presenter.foundContacts([
      ContactSummary(id: 2, fullName: "émile Durand"), ContactSummary(id: 1, fullName: "Zoé Martin"),
    ])
    #expect(log.calls == ["view.showContacts([\"émile Durand\", \"Zoé Martin\"])"])
  }

  @Test("A failed load shows the empty list and the storage message")
  func failedToFindContacts() {
    presenter.failedToFindContacts(message: "db.sqlite is damaged")
    #expect(log.calls == ["view.showNoContentMessage()", "view.showErrorMessage(db.sqlite is damaged)"])
  }

  @Test("A contact saved by the add module is handed to the interactor to be placed")
  func addModuleDidSave() {
    presenter.addContactModuleDidSaveAddAction(ContactSummary(id: 7, fullName: "Ada Lovelace"))
    #expect(log.calls == ["interactor.insertNewContact(7, Ada Lovelace)"])
  }

  @Test("A placed contact is inserted as one row at its index; nothing is reloaded")
  func insertedContact() {
    presenter.insertedContact(ContactSummary(id: 7, fullName: "Ada Lovelace"), at: 3)
    #expect(log.calls == ["view.insertContact(Ada Lovelace, at: 3)"])
  }

  @Test("A cancelled add changes nothing")
  func addModuleDidCancel() {
    presenter.addContactModuleDidCancelAddAction()
    #expect(log.calls.isEmpty)
  }

  @Test("The presenter holds its view weakly")
  func weakView() {
    var view: ContactListViewSpy? = ContactListViewSpy(log: log)
    presenter.userInterface = view
    weak let released = view
    view = nil
    #expect(released == nil)
    #expect(presenter.userInterface == nil)
    presenter.foundContacts([])
    #expect(log.calls.isEmpty)
  }
}
