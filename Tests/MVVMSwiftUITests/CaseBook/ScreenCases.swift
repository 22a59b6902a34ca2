import CaseBook
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  /// What a screen shows is its view's (titles, bar buttons, field labels, the
  /// tabs), with what its view model starts with (the form's values): played
  /// on the views.
  @Test("Each screen shows what it should", arguments: CaseBook.screens)
  func screens(_ bookCase: ScreenCase) throws {
    let app = AppOnWindow()
    switch bookCase.screen {
    case .app, .contactList, .addContact: break
    case .upcomingList, .addItem: try app.driver.selectTab("Upcoming")
    }
    switch bookCase.expectation {
    case .tabs(let tabs):
      #expect(app.screen.tabs == tabs)
      #expect(app.screen.selectedTab == tabs.first)
    case .list(let title, let addButton, let presents):
      #expect(app.screen.title == title)
      #expect(app.screen.rightButtons == [addButton])
      try app.driver.tap(addButton)
      #expect(app.screen.title == presents)
      #expect(app.screen.tabs.isEmpty)
    case .form(let title, let fields, let cancel, let confirm):
      try app.driver.tap("+")
      #expect(app.screen.title == title)
      #expect(app.screen.leftButtons == [cancel])
      #expect(app.screen.rightButtons == [confirm])
      #expect(app.fields == fields)
    }
  }
}
