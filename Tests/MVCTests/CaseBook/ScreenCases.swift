import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVC

extension CaseBookTests {
  @Test("Each screen shows what it should", arguments: CaseBook.screens)
  func screens(_ bookCase: ScreenCase) throws {
    let list: ControllerOnWindow? =
      switch bookCase.screen {
      case .app: nil
      case .contactList, .addContact: try ControllerOnWindow.contactList()
      case .upcomingList, .addItem: try ControllerOnWindow.upcomingList()
      }
    switch bookCase.expectation {
    case .tabs(let tabs):
      let store = SQLiteStore.inMemory()
      let driver = ScreenDriver(
        root: AppBuilder.makeRootViewController(
          contactStore: store, todoStore: store, clock: FixedDayClock(.at(CaseBook.today)),
          firstWeekday: .sunday))
      #expect(driver.snapshot.tabs == tabs)
      #expect(driver.snapshot.selectedTab == tabs.first)
      #expect(driver.snapshot.title == tabs.first)
    case .list(let title, let addButton, let presents):
      let list = try #require(list)
      #expect(list.screen.title == title)
      #expect(list.screen.rightButtons == [addButton])
      try list.driver.tap(addButton)
      #expect(list.screen.title == presents)
      #expect(list.controller.presentedViewController != nil)
    case .form(let title, let fields, let cancel, let confirm):
      let list = try #require(list)
      try list.driver.tap("+")
      #expect(list.screen.title == title)
      #expect(list.screen.leftButtons == [cancel])
      #expect(list.screen.rightButtons == [confirm])
      #expect(list.fields == fields)
    }
  }
}
