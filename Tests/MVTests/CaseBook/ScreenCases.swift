import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  /// Titles, bar buttons, fields and what `+` presents are the views' own:
  /// checked on the screen of the app as `AppBuilder` assembles it.
  @Test("Each screen shows what it should", arguments: CaseBook.screens)
  func screens(_ bookCase: ScreenCase) throws {
    let app =
      switch bookCase.screen {
      case .app, .contactList, .addContact: try AppOnWindow.contacts()
      case .upcomingList, .addItem: try AppOnWindow.upcoming()
      }
    switch bookCase.expectation {
    case .tabs(let tabs):
      #expect(app.screen.tabs == tabs)
      #expect(app.screen.selectedTab == tabs.first)
      #expect(app.screen.title == tabs.first)
    case .list(let title, let addButton, let presents):
      #expect(app.screen.title == title)
      #expect(app.screen.rightButtons == [addButton])
      try app.driver.tap(addButton)
      #expect(app.screen.title == presents)
      #expect(app.root.presentedViewController != nil)
    case .form(let title, let fields, let cancel, let confirm):
      try app.driver.tap("+")
      #expect(app.screen.title == title)
      #expect(app.screen.leftButtons == [cancel])
      #expect(app.screen.rightButtons == [confirm])
      #expect(app.fields == fields)
    }
  }
}
