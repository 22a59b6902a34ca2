import CaseBook
import Testing

extension CaseBookTests {
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) throws {
    let list =
      switch bookCase.list {
      case .contacts: try ControllerOnWindow.contactList()
      case .upcoming: try ControllerOnWindow.upcomingList(bookCase.storedItems, today: bookCase.today)
      }
    #expect(list.screen.rowTexts.isEmpty)
    #expect(list.screen.emptyMessage == bookCase.expectedMessage)
    #expect(list.screen.alert == nil)
  }
}
