import CaseBook
import Entities
import Testing

@testable import TCA

extension CaseBookTests {
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) async {
    let stored = items(bookCase.stored)
    let added = TodoItem(
      id: Int64(stored.count + 1), title: bookCase.added.title, dueDate: bookCase.added.due)
    let store = await upcomingList(stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday) {
      title, due in TodoItem(id: added.id, title: title, dueDate: due)
    }
    await store.send(.addButtonTapped) { $0.addItem = AddItemFeature.State(today: bookCase.today) }
    await store.send(.addItem(.presented(.nameChanged(added.title)))) { $0.addItem?.name = added.title }
    await store.send(.addItem(.presented(.dueDateChanged(added.dueDate.description)))) {
      $0.addItem?.dueDate = added.dueDate.description
    }
    await store.send(.addItem(.presented(.saveButtonTapped)))
    await store.receive(\.addItem.presented.saveResponse.success, added)
    await store.receive(\.addItem.presented.delegate.saved, added) {
      $0.addItem = nil
      $0.groups = groups(bookCase.expected, of: stored + [added])
    }
    #expect(store.state.shown == bookCase.expected)
  }
}
