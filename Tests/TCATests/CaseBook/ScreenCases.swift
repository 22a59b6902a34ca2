import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import TCA

extension CaseBookTests {
  /// What a screen shows: titles, bar buttons and fields are the view
  /// controllers' own; what `+` presents is state (the list's child state),
  /// which the view turns into a modal screen. Checked on the app as `AppBuilder` assembles it.
  @Test("Each screen shows what it should", arguments: CaseBook.screens)
  func screens(_ bookCase: ScreenCase) throws {
    let database = SQLiteStore.inMemory()
    let driver = ScreenDriver(
      root: AppBuilder.makeRootViewController(
        contactStore: database, todoStore: database, clock: FixedDayClock(Day(CaseBook.today)!),
        firstWeekday: .sunday))
    switch (bookCase.screen, bookCase.expectation) {
    case (_, .tabs(let tabs)):
      #expect(driver.snapshot.tabs == tabs)
      #expect(driver.snapshot.selectedTab == tabs.first)
    case (.contactList, .list(let title, let addButton, let presents)),
      (.upcomingList, .list(let title, let addButton, let presents)):
      try driver.selectTab(bookCase.screen == .contactList ? "Contacts" : "Upcoming")
      #expect(driver.snapshot.title == title)
      #expect(driver.snapshot.rightButtons == [addButton])
      try driver.tap(addButton)
      #expect(driver.snapshot.title == presents)
      #expect(driver.window.topViewController is NavigationController)
    case (.addContact, .form(let title, let fields, let cancel, let confirm)),
      (.addItem, .form(let title, let fields, let cancel, let confirm)):
      try driver.selectTab(bookCase.screen == .addContact ? "Contacts" : "Upcoming")
      try driver.tap("+")
      #expect(driver.snapshot.title == title)
      #expect(
        driver.snapshot.elements.compactMap { element -> ScreenCase.Field? in
          guard case .field(let label, let text, _) = element else { return nil }
          return ScreenCase.Field(label, text)
        } == fields)
      #expect(driver.snapshot.leftButtons == [cancel])
      #expect(driver.snapshot.rightButtons == [confirm])
    default:
      Issue.record("no screen shows \(bookCase.screen) as \(bookCase.expectation)")
    }
  }
}
