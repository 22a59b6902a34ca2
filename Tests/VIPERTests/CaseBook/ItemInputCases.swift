import CaseBook
import Entities
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) throws {
    let dataManager = AddItemDataManagerSpy()
    let interactor = AddItemInteractor(dataManager: dataManager, clock: FixedDayClock(bookCase.today))
    let output = AddItemInteractorOutputSpy()
    interactor.output = output
    interactor.findDefaultDueDate()
    #expect(output.events == [.foundDefaultDueDate(bookCase.today)])
    let due = bookCase.due ?? bookCase.today.description
    interactor.saveNewItem(name: bookCase.name, dueDate: due)
    #expect(output.events.count == 2)

    let (presenter, _, _) = addItemPresenter()
    presenter.updateView()
    presenter.foundDefaultDueDate(bookCase.today)
    presenter.saveAddAction(name: bookCase.name, dueDate: due)
    let opened = [
      "interactor.findDefaultDueDate()", "view.setEntryDueDate(\(bookCase.today))",
      "interactor.saveNewItem(\(bookCase.name)|\(due))",
    ]
    switch (bookCase.outcome, try #require(output.events.last)) {
    case (.saved(let title, let day), .saved(let item)):
      #expect(dataManager.saved.map(\.title) == [title])
      #expect(dataManager.saved.map(\.dueDate) == [day])
      #expect(item == TodoSummary(id: 1, title: title, dueDate: day))
      presenter.savedNewItem(item)
      #expect(
        log.calls == opened + ["wireframe.dismissAddInterface()", "delegate.didSave(1, \(title), \(day))"])
    case (.alert(let message), .rejected(let failure)):
      #expect(dataManager.saved.isEmpty)
      presenter.rejectedNewItem(failure)
      #expect(log.calls == opened + ["view.showErrorMessage(\(message))"])
    case (let outcome, let event):
      Issue.record("expected \(outcome), the interactor answered \(event)")
    }
  }
}
