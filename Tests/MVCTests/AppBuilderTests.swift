import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVC

/// The module's entry point: the tab bar and the controllers it is assembled from.
@MainActor
@Suite("App builder")
struct AppBuilderTests {
  private func makeRoot(_ store: SQLiteStore = .inMemory(), firstWeekday: Weekday = .sunday) -> ViewController
  {
    AppBuilder.makeRootViewController(
      contactStore: store, todoStore: store, clock: FixedDayClock(Day.at("2024-05-15")),
      firstWeekday: firstWeekday)
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
    let tabs = try #require(makeRoot() as? TabBarController)
    #expect(tabs.tabTitles == ["Contacts", "Upcoming"])
    let screens = tabs.viewControllers.compactMap { ($0 as? NavigationController)?.topViewController }
    #expect(screens.map(\.title) == ["Contacts", "Upcoming"])
    #expect(screens.allSatisfy { !$0.isViewLoaded })
  }

  @Test("On a window, the Contacts tab shows first with the store's contacts, sorted")
  func showsContactsFirst() throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addContact(firstName: "Grace", lastName: "Hopper")
    _ = try store.addContact(firstName: "ada", lastName: "Lovelace")
    let driver = ScreenDriver(root: makeRoot(store))
    #expect(driver.snapshot.selectedTab == "Contacts")
    #expect(driver.snapshot.rowTexts == ["ada Lovelace", "Grace Hopper"])
  }

  @Test("The Upcoming tab reads the same store, with the clock and first weekday it was given")
  func upcomingGetsClockAndWeekday() throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addItem(title: "Hike", dueDate: .at("2024-05-19"))
    let sundayWeeks = ScreenDriver(root: makeRoot(store, firstWeekday: .sunday))
    try sundayWeeks.selectTab("Upcoming")
    #expect(sundayWeeks.snapshot.sectionHeaders == ["Next Week"])
    let mondayWeeks = ScreenDriver(root: makeRoot(store, firstWeekday: .monday))
    try mondayWeeks.selectTab("Upcoming")
    #expect(mondayWeeks.snapshot.sectionHeaders == ["Later This Week"])
  }
}
