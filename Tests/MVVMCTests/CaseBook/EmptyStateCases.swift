import CaseBook
import Testing

@testable import MVVMC

extension CaseBookTests {
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) {
    switch bookCase.list {
    case .contacts:
      let viewModel = contactList()
      #expect(viewModel.rows.isEmpty)
      #expect(viewModel.emptyMessage == bookCase.expectedMessage)
      #expect(viewModel.errorAlert.message == nil)
    case .upcoming:
      let viewModel = upcomingList(bookCase.storedItems, today: bookCase.today)
      #expect(viewModel.sections.isEmpty)
      #expect(viewModel.emptyMessage == bookCase.expectedMessage)
      #expect(viewModel.errorAlert.message == nil)
    }
  }
}
