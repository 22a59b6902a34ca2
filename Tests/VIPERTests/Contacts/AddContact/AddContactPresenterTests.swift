import Testing

@testable import VIPER

/// The add-contact presenter, with doubles for its view, interactor, wireframe
/// and module delegate.
@MainActor
@Suite("Add-contact presenter")
struct AddContactPresenterTests {
  let log = CallLog()
  let view: AddContactViewSpy
  let delegate: AddContactModuleDelegateSpy
  let presenter: AddContactPresenter

  init() {
    view = AddContactViewSpy(log: log)
    delegate = AddContactModuleDelegateSpy(log: log)
    presenter = AddContactPresenter(
      interactor: AddContactInteractorSpy(log: log), wireframe: AddContactWireframeSpy(log: log))
    presenter.userInterface = view
    presenter.moduleDelegate = delegate
  }

  @Test("Done passes the names to the interactor exactly as typed")
  func saveAddAction() {
    presenter.saveAddAction(firstName: "  Ada\t", lastName: "")
    #expect(log.calls == ["interactor.saveNewContact(  Ada\t|)"])
  }

  @Test("Cancel dismisses the form, then tells the delegate; nothing is saved")
  func cancelAddAction() {
    presenter.cancelAddAction()
    #expect(log.calls == ["wireframe.dismissAddInterface()", "delegate.didCancel()"])
  }

  @Test("A saved contact dismisses the form, then is handed to the delegate")
  func savedNewContact() {
    presenter.savedNewContact(ContactSummary(id: 4, fullName: "Ada Lovelace"))
    #expect(log.calls == ["wireframe.dismissAddInterface()", "delegate.didSave(4, Ada Lovelace)"])
  }

  @Test(
    "Each broken rule is shown with its own message, and the form stays",
    arguments: [
      (ContactValidationFailure.missingName, "A contact must have first and last names"),
      (.firstNameTooLong(limit: 100), "First name must have at most 100 characters"),
      (
        .firstNameHasControlCharacters,
        "First name must not contain line breaks, tabs or other control characters"
      ),
      (.lastNameTooLong(limit: 100), "Last name must have at most 100 characters"),
      (
        .lastNameHasControlCharacters,
        "Last name must not contain line breaks, tabs or other control characters"
      ),
    ])
  func rejectedNewContact(failure: ContactValidationFailure, message: String) {
    presenter.rejectedNewContact(failure)
    #expect(log.calls == ["view.showErrorMessage(\(message))"])
  }

  @Test("A storage failure shows storage's own message, and the form stays")
  func failedToSave() {
    presenter.failedToSaveNewContact(message: "Cannot save: db.sqlite is read-only. Nothing was written.")
    #expect(log.calls == ["view.showErrorMessage(Cannot save: db.sqlite is read-only. Nothing was written.)"])
  }

  @Test("The presenter holds its view and its delegate weakly")
  func weakReferences() {
    var view: AddContactViewSpy? = AddContactViewSpy(log: log)
    var delegate: AddContactModuleDelegateSpy? = AddContactModuleDelegateSpy(log: log)
    presenter.userInterface = view
    presenter.moduleDelegate = delegate
    view = nil
    delegate = nil
    #expect(presenter.userInterface == nil)
    #expect(presenter.moduleDelegate == nil)
  }
}
