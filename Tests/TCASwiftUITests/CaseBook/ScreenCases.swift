import CaseBook
import ScreenKit
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  /// What a screen shows: titles, bar buttons and field labels are the views'
  /// own; what `+` presents is state (the list's child state), which the view
  /// turns into a sheet; a form's fields start from its state. Played on the
  /// app's views on a window.
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
      #expect(app.driver.window.topViewController is NavigationController)
    case .form(let title, let fields, let cancel, let confirm):
      try app.driver.tap("+")
      #expect(app.screen.title == title)
      #expect(app.screen.leftButtons == [cancel])
      #expect(app.screen.rightButtons == [confirm])
      #expect(app.fields == fields)
    }
  }
}
