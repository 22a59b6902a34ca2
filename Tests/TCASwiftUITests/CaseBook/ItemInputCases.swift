import CaseBook
import Entities
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) {
    var client = TodosClient.unimplemented
    client.add = { title, due in TodoItem(id: 1, title: title, dueDate: due) }
    let store = TestStore(initialState: AddItemFeature.State(today: bookCase.today)) {
      AddItemFeature(todos: client)
    }
    #expect(store.state.dueDate == bookCase.today.description)
    store.send(.nameChanged(bookCase.name)) { $0.name = bookCase.name }
    if let due = bookCase.due { store.send(.dueDateChanged(due)) { $0.dueDate = due } }
    switch bookCase.outcome {
    case .saved(let title, let due):
      let item = TodoItem(id: 1, title: title, dueDate: due)
      store.send(.saveButtonTapped)
      store.receive(.saveResponse(.success(item)))
      store.receive(.delegate(.saved(item)))
    case .alert(let message):
      store.send(.saveButtonTapped) { $0.alert = ErrorAlert(message) }
      store.send(.alertDismissed) { $0.alert = nil }
    }
  }
}
