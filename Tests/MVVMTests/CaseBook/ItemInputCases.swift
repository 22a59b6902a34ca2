import CaseBook
import Testing

@testable import MVVM

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) {
    let service = StubTodoService()
    let delegate = SpyAddDelegate()
    let form = AddItemViewModel(
      today: bookCase.today, service: service, router: closingRouter, delegate: delegate)
    #expect(form.dueDate == bookCase.today.description)
    form.name = bookCase.name
    if let due = bookCase.due { form.dueDate = due }
    form.saveTapped()
    switch bookCase.outcome {
    case .saved(let title, let due):
      #expect(form.errorAlert.message == nil)
      #expect(closingRouter.closeCount == 1)
      #expect(service.items.map(\.title) == [title])
      #expect(service.items.map(\.dueDate) == [due])
      #expect(delegate.addedItems == service.items)
    case .alert(let message):
      #expect(form.errorAlert.message == message)
      #expect(closingRouter.closeCount == 0)
      #expect(form.name == bookCase.name)
      #expect(form.dueDate == bookCase.due ?? bookCase.today.description)
      #expect(service.items.isEmpty)
      #expect(delegate.addedItems.isEmpty)
    }
  }
}
