import CaseBook
import Entities
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) {
    let store = StubTodoStore()
    var saved: [TodoItem] = []
    let form = AddItemViewModel(today: bookCase.today, store: store) { saved.append($0) }
    #expect(form.dueDate == bookCase.today.description)
    form.name = bookCase.name
    if let due = bookCase.due { form.dueDate = due }
    let dismisses = form.save()
    switch bookCase.outcome {
    case .saved(let title, let due):
      #expect(dismisses)
      #expect(form.errorMessage == nil)
      #expect(store.items.map(\.title) == [title])
      #expect(store.items.map(\.dueDate) == [due])
      #expect(saved == store.items)
    case .alert(let message):
      #expect(!dismisses)
      #expect(form.errorMessage == message)
      #expect(form.name == bookCase.name)
      #expect(form.dueDate == bookCase.due ?? bookCase.today.description)
      #expect(store.items.isEmpty)
      #expect(saved.isEmpty)
    }
  }
}
