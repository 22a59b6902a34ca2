import CaseBook
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) throws {
    let service = StubTodoService()
    let presenter = AddItemPresenter(service: service, today: bookCase.today)
    let view = FakeAddItemView()
    let delegate = AddItemDelegateSpy()
    presenter.view = view
    presenter.delegate = delegate
    presenter.viewDidLoad()
    #expect(view.dueDates == [bookCase.today.description])
    let prefilled = try #require(view.dueDates.last)
    presenter.didTapSave(name: bookCase.name, dueDate: bookCase.due ?? prefilled)
    switch bookCase.outcome {
    case .saved(let title, let due):
      #expect(view.errors.isEmpty)
      #expect(view.closeCount == 1)
      #expect(service.saved.map(\.title) == [title])
      #expect(service.saved.map(\.dueDate) == [due])
      #expect(delegate.added == service.saved)
    case .alert(let message):
      #expect(view.errors == [message])
      #expect(view.closeCount == 0)
      #expect(service.saved.isEmpty)
      #expect(delegate.added.isEmpty)
    }
  }
}
