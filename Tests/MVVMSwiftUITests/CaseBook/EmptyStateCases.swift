import CaseBook
import Entities
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  /// The view model has no row; the view lays the message over the empty list.
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) throws {
    let items = bookCase.storedItems.enumerated().map {
      TodoItem(id: Int64($0.offset + 1), title: $0.element.title, dueDate: $0.element.due)
    }
    switch bookCase.list {
    case .contacts:
      let (viewModel, _) = contactList()
      #expect(viewModel.rows.isEmpty && viewModel.errorMessage == nil)
      #expect(AppOnWindow().screen.emptyMessage == bookCase.expectedMessage)
    case .upcoming:
      let (viewModel, _) = upcomingList(store: StubTodoStore(items: items))
      #expect(viewModel.sections.isEmpty && viewModel.errorMessage == nil)
      let app = AppOnWindow(todos: StubTodoStore(items: items), today: bookCase.today)
      try app.driver.selectTab("Upcoming")
      #expect(app.screen.emptyMessage == bookCase.expectedMessage)
    }
  }
}
