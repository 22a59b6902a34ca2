import CaseBook
import Entities
import ScreenKit
import Testing

@testable import TCA

extension CaseBookTests {
  /// The list's state holds no row, and its view says so: the empty message is the view's own.
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) throws {
    let screen: ViewController
    switch bookCase.list {
    case .contacts:
      let store = contactList([])
      #expect(store.state.rows.isEmpty)
      var client = ContactsClient.unimplemented
      client.all = { [] }
      screen = ContactListViewController(
        store: Store(initialState: ContactListFeature.State(), reducer: ContactListFeature(contacts: client)))
    case .upcoming:
      let stored = items(bookCase.storedItems)
      let store = upcomingList(stored, today: bookCase.today)
      #expect(store.state.groups.isEmpty)
      var client = TodosClient.unimplemented
      client.items = { first, last in stored.filter { first <= $0.dueDate && $0.dueDate <= last } }
      screen = UpcomingListViewController(
        store: Store(
          initialState: UpcomingListFeature.State(),
          reducer: UpcomingListFeature(
            todos: client, clock: FixedDayClock(bookCase.today), firstWeekday: .sunday)))
    }
    screen.loadViewIfNeeded()
    let table: TableView = try #require(ObjectGraph.child("tableView", of: screen))
    #expect(table.totalRowCount == 0)
    #expect(table.emptyMessage == bookCase.expectedMessage)
  }
}
