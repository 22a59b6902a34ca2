import CaseBook
import Testing

@testable import MVVMC

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) {
    let service = StubTodoService()
    let form = AddItemViewModel(today: bookCase.today, service: service, delegate: formDelegate)
    #expect(form.dueDate == bookCase.today.description)
    form.name = bookCase.name
    if let due = bookCase.due { form.dueDate = due }
    form.saveTapped()
    switch bookCase.outcome {
    case .saved(let title, let due):
      #expect(form.errorAlert.message == nil)
      #expect(service.items.map(\.title) == [title])
      #expect(service.items.map(\.dueDate) == [due])
      #expect(formDelegate.addedItems == service.items)
    case .alert(let message):
      #expect(form.errorAlert.message == message)
      #expect(form.name == bookCase.name)
      #expect(form.dueDate == bookCase.due ?? bookCase.today.description)
      #expect(service.items.isEmpty)
      #expect(formDelegate.addedItems.isEmpty)
    }
    #expect(formDelegate.cancelCount == 0)
  }
}
