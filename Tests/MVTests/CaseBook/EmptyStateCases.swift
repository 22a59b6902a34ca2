import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  /// An empty model; the message is the list's, checked on the screen.
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) throws {
    let app: AppOnWindow
    switch bookCase.list {
    case .contacts:
      #expect(try contactBook().contacts.isEmpty)
      app = try AppOnWindow.contacts()
    case .upcoming:
      #expect(try agenda(bookCase.storedItems, today: bookCase.today).groups.isEmpty)
      app = try AppOnWindow.upcoming(bookCase.storedItems, today: bookCase.today)
    }
    #expect(app.screen.rowTexts.isEmpty)
    #expect(app.screen.emptyMessage == bookCase.expectedMessage)
    #expect(app.screen.alert == nil)
  }
}
