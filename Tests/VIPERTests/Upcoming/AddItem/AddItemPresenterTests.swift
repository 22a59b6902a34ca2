import Entities
import TestSupport
import Testing

@testable import VIPER

/// The add-item presenter, with doubles for its view, interactor, wireframe and
/// module delegate.
@MainActor
@Suite("Add-item presenter")
struct AddItemPresenterTests {
  let log = CallLog()
  let view: AddItemViewSpy
  let delegate: AddItemModuleDelegateSpy
  let presenter: AddItemPresenter

  init() {
    view = AddItemViewSpy(log: log)
    delegate = AddItemModuleDelegateSpy(log: log)
    presenter = AddItemPresenter(
      interactor: AddItemInteractorSpy(log: log), wireframe: AddItemWireframeSpy(log: log))
    presenter.userInterface = view
    presenter.moduleDelegate = delegate
  }

  @Test("Updating the view asks the interactor for the default due date")
  func updateView() {
    presenter.updateView()
    #expect(log.calls == ["interactor.findDefaultDueDate()"])
  }

  @Test(
    "The default due date is written YYYY-MM-DD",
    arguments: [("2024-05-15", "2024-05-15"), ("0042-01-05", "0042-01-05")])
  func defaultDueDate(day: String, text: String) {
    presenter.foundDefaultDueDate(.at(day))
    #expect(log.calls == ["view.setEntryDueDate(\(text))"])
  }

  @Test("Save passes the name and due date to the interactor exactly as typed")
  func saveAddAction() {
    presenter.saveAddAction(name: " Milk ", dueDate: "tomorrow")
    #expect(log.calls == ["interactor.saveNewItem( Milk |tomorrow)"])
  }

  @Test("Cancel dismisses the form, then tells the delegate; nothing is saved")
  func cancelAddAction() {
    presenter.cancelAddAction()
    #expect(log.calls == ["wireframe.dismissAddInterface()", "delegate.didCancel()"])
  }

  @Test("A saved item dismisses the form, then tells the delegate which item it was")
  func savedNewItem() {
    presenter.savedNewItem(TodoSummary(id: 7, title: "Buy milk", dueDate: .at("2024-05-16")))
    #expect(log.calls == ["wireframe.dismissAddInterface()", "delegate.didSave(7, Buy milk, 2024-05-16)"])
  }

  @Test(
    "Each broken rule is shown with its own message, and the form stays",
    arguments: [
      (TodoItemValidationFailure.missingName, "A to-do item must have a name"),
      (.nameTooLong(limit: 200), "Name must have at most 200 characters"),
      (.nameHasControlCharacters, "Name must not contain line breaks, tabs or other control characters"),
      (.invalidDueDate, "Due date must be a day written as YYYY-MM-DD"),
    ])
  func rejectedNewItem(failure: TodoItemValidationFailure, message: String) {
    presenter.rejectedNewItem(failure)
    #expect(log.calls == ["view.showErrorMessage(\(message))"])
  }

  @Test("A storage failure shows storage's own message, and the form stays")
  func failedToSave() {
    presenter.failedToSaveNewItem(message: "Cannot save: todo.sqlite is read-only. Nothing was written.")
    #expect(
      log.calls == ["view.showErrorMessage(Cannot save: todo.sqlite is read-only. Nothing was written.)"])
  }
}
