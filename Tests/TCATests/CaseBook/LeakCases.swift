import CaseBook
import ComposableArchitectureKit
import Entities
import ScreenKit
import Storage
import Testing

@testable import TCA

extension CaseBookTests {
  /// Every role object of a screen — its view controllers, its store (the
  /// scoped store, its parent and the root's runtime) and the features with
  /// their clients — is freed when the screen goes away, on the app as
  /// `AppBuilder` assembles it. Effects finishing is the test store's check.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let database = SQLiteStore.inMemory()
    let check = LeakCheck()
    let contactsTab = [LeakCase.Exit.contactListReleased, .addContactCancelled, .addContactDone]
      .contains(bookCase.exit)
    do {
      let driver = ScreenDriver(
        root: AppBuilder.makeRootViewController(
          contactStore: database, todoStore: database, clock: FixedDayClock(Day(CaseBook.today)!),
          firstWeekday: .sunday))
      try driver.selectTab(contactsTab ? "Contacts" : "Upcoming")
      let tabs = try #require(driver.window.rootViewController as? TabBarController)
      switch bookCase.exit {
      case .appReleased:
        check.watch(from: tabs, excluding: [database])
        #expect(check.watches(typeNamed: "RootStore<TCA.AppFeature.State, TCA.AppFeature.Action>"))
      case .contactListReleased, .upcomingListReleased:
        check.watch(from: tabs.viewControllers[contactsTab ? 0 : 1], excluding: [database])
        #expect(
          check.watches(typeNamed: contactsTab ? "ContactListViewController" : "UpcomingListViewController"))
        #expect(check.watches(typeNamed: "RootStore<TCA.AppFeature.State, TCA.AppFeature.Action>"))
      case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
        try driver.tap("+")
        watchForm(on: driver, in: check)
        #expect(check.watches(typeNamed: contactsTab ? "AddContactViewController" : "AddItemViewController"))
        #expect(
          check.watches(typeNamed: contactsTab ? "AddContactFeature.Action>" : "AddItemFeature.Action>"))
        try driver.fill(contactsTab ? "First name" : "Name", with: contactsTab ? "Ada" : "Buy milk")
        if contactsTab { try driver.fill("Last name", with: "Lovelace") }
        let saves = [LeakCase.Exit.addContactDone, .addItemSaved].contains(bookCase.exit)
        try driver.tap(saves ? (contactsTab ? "Done" : "Save") : "Cancel")
        #expect(driver.snapshot.rowTexts == (saves ? [contactsTab ? "Ada Lovelace" : "Buy milk"] : []))
        #expect(check.count > 0)
        #expect(check.survivors == [])
      }
    }
    #expect(check.count > 0)
    #expect(check.survivors == [])
  }

  /// Watches the modal on screen and what only it holds: its view controllers,
  /// its scoped store. Not the screens under it, nor what they hold.
  func watchForm(on driver: ScreenDriver, in check: LeakCheck) {
    guard let form = driver.window.topViewController else { return }
    check.watch(from: form, excluding: ObjectGraph.objects(from: driver.window, excluding: [form]))
  }
}
