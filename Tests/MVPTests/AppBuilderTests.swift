import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVP

/// The module's entry point: the tab bar and the screens it is assembled from.
@MainActor
@Suite("App builder")
struct AppBuilderTests {
  private func makeRoot(_ store: SQLiteStore = .inMemory()) -> ViewController {
    AppBuilder.makeRootViewController(
      contactStore: store, todoStore: store, clock: FixedDayClock(Day.at("2026-12-31")), firstWeekday: .sunday
    )
  }

  @Test("The root is a tab bar of two navigation stacks: Contacts, then Upcoming")
  func structure() throws {
    let tabs = try #require(makeRoot() as? TabBarController)
    #expect(tabs.viewControllers.count == 2)
    let contacts = try #require(tabs.viewControllers[0] as? NavigationController)
    let upcoming = try #require(tabs.viewControllers[1] as? NavigationController)
    #expect(contacts.topViewController is ContactListViewController)
    #expect(upcoming.topViewController is UpcomingListViewController)
  }

  @Test("The tabs are named before any view is loaded, and no storage is read until then")
  func tabsNamedBeforeLoading() throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addContact(firstName: "Ada", lastName: "Lovelace")
    let tabs = try #require(makeRoot(store) as? TabBarController)
    #expect(tabs.tabTitles == ["Contacts", "Upcoming"])
    let screens = tabs.viewControllers.compactMap { ($0 as? NavigationController)?.topViewController }
    #expect(screens.map(\.title) == ["Contacts", "Upcoming"])
    #expect(screens.allSatisfy { !$0.isViewLoaded })
  }

  @Test("Each view is attached to its presenter as soon as both exist")
  func viewsAttached() throws {
    let tabs = try #require(makeRoot() as? TabBarController)
    let contacts = try #require(
      (tabs.viewControllers[0] as? NavigationController)?.topViewController as? ContactListViewController)
    let upcoming = try #require(
      (tabs.viewControllers[1] as? NavigationController)?.topViewController as? UpcomingListViewController)
    #expect(contacts.presenter.view === contacts)
    #expect(upcoming.presenter.view === upcoming)
  }

  @Test("On a window, the Contacts tab shows first with its stored contacts")
  func showsContactsFirst() throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addContact(firstName: "Grace", lastName: "Hopper")
    _ = try store.addContact(firstName: "ada", lastName: "Lovelace")
    let driver = ScreenDriver(root: makeRoot(store))
    #expect(driver.snapshot.selectedTab == "Contacts")
    #expect(driver.snapshot.rowTexts == ["ada Lovelace", "Grace Hopper"])
  }
}
