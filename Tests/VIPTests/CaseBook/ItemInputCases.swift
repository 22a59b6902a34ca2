import CaseBook
import Entities
import Testing

@testable import VIP

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) throws {
    let worker = TodosWorkerSpy()
    let interactor = AddItemInteractor(worker: worker, clock: FixedDayClock(bookCase.today))
    let presenterSpy = AddItemPresentationLogicSpy()
    interactor.presenter = presenterSpy
    let (presenter, display) = addItemPresenter()

    interactor.fetchDefaultDueDate(request: .init())
    #expect(presenterSpy.dueDateResponses == [.init(day: bookCase.today)])
    presenter.presentDefaultDueDate(response: try #require(presenterSpy.dueDateResponses.first))
    let prefilled = try #require(display.dueDateViewModels.first).dueDate
    #expect(prefilled == bookCase.today.description)

    interactor.saveItem(request: .init(name: bookCase.name, dueDate: bookCase.due ?? prefilled))
    #expect(presenterSpy.savedResponses.count == 1)
    let response = try #require(presenterSpy.savedResponses.first)
    presenter.presentSavedItem(response: response)
    switch (bookCase.outcome, response.outcome) {
    case (.saved(let title, let day), .saved(let item)):
      #expect(worker.created == [TodoItem(id: 1, title: title, dueDate: day)])
      #expect(item == TodoItem(id: 1, title: title, dueDate: day))
      #expect(interactor.savedItem == item)
      #expect(display.savedViewModels == [.init(errorMessage: nil)])
    case (.alert(let message), .rejected):
      #expect(worker.created.isEmpty)
      #expect(interactor.savedItem == nil)
      #expect(display.savedViewModels == [.init(errorMessage: message)])
    case (let outcome, let answered):
      Issue.record("expected \(outcome), the interactor answered \(answered)")
    }
  }
}
