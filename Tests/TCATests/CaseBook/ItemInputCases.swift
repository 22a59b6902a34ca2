import CaseBook
import ComposableArchitectureKit
import ComposableArchitectureTesting
import Entities
import Testing

@testable import TCA

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) async {
    let store = TestStore(initialState: AddItemFeature.State(today: bookCase.today)) {
      AddItemFeature()
    } withDependencies: {
      $0.todosClient.add = { title, due in TodoItem(id: 1, title: title, dueDate: due) }
    }
    #expect(store.state.dueDate == bookCase.today.description)
    await store.send(.nameChanged(bookCase.name)) { $0.name = bookCase.name }
    if let due = bookCase.due { await store.send(.dueDateChanged(due)) { $0.dueDate = due } }
    switch bookCase.outcome {
    case .saved(let title, let due):
      let item = TodoItem(id: 1, title: title, dueDate: due)
      await store.send(.saveButtonTapped)
      await store.receive(\.saveResponse.success, item)
      await store.receive(\.delegate.saved, item)
    case .alert(let message):
      await store.send(.saveButtonTapped) { $0.alert = .error(message) }
      await store.send(.alert(.dismiss)) { $0.alert = nil }
    }
  }
}
