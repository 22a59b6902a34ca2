import CaseBook
import Entities
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  /// The list's state holds no row (the reducer's part), and its view lays the
  /// message over the empty list (the view's part).
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) async throws {
    switch bookCase.list {
    case .contacts:
      let store = await contactList([])
      #expect(store.state.rows.isEmpty && store.state.alert == nil)
      #expect(AppOnWindow().screen.emptyMessage == bookCase.expectedMessage)
    case .upcoming:
      let stored = items(bookCase.storedItems)
      let store = await upcomingList(stored, today: bookCase.today)
      #expect(store.state.groups.isEmpty && store.state.alert == nil)
      let app = AppOnWindow(todos: .holding(stored), today: bookCase.today)
      try app.driver.selectTab("Upcoming")
      #expect(app.screen.emptyMessage == bookCase.expectedMessage)
      #expect(app.screen.rowTexts.isEmpty)
    }
  }
}
