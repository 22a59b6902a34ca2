import CaseBook
import ComposableArchitectureKit
import Entities
import ScreenKit
import Testing

@testable import TCA

extension CaseBookTests {
  /// The list's state holds no row, and its view says so: the empty message is the view's own.
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) async throws {
    let screen: ViewController
    switch bookCase.list {
    case .contacts:
      let store = await contactList([])
      #expect(store.state.rows.isEmpty)
      screen = ContactListViewController(
        store: Store(initialState: ContactListFeature.State()) {
          ContactListFeature()
        } withDependencies: {
          $0.contactsClient.all = { [] }
        })
    case .upcoming:
      let stored = items(bookCase.storedItems)
      let store = await upcomingList(stored, today: bookCase.today)
      #expect(store.state.groups.isEmpty)
      screen = UpcomingListViewController(
        store: Store(initialState: UpcomingListFeature.State()) {
          UpcomingListFeature()
        } withDependencies: {
          $0.todosClient = .holding(stored)
          $0.dayClock = FixedDayClock(bookCase.today)
        })
    }
    screen.loadViewIfNeeded()
    let table: TableView = try #require(ObjectGraph.child("tableView", of: screen))
    #expect(table.totalRowCount == 0)
    #expect(table.emptyMessage == bookCase.expectedMessage)
  }
}
