import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import MVVMC

/// The app coordinator: the tab bar it builds and the flows it starts.
@MainActor
@Suite("App coordinator")
struct AppCoordinatorTests {
  let store = SQLiteStore.inMemory()

  func makeCoordinator() -> AppCoordinator {
    AppCoordinator(
      contactStore: store, todoStore: store, clock: FixedDayClock(.init("2024-05-15")!), firstWeekday: .sunday
    )
  }

  @Test("It starts one flow coordinator per tab, Contacts then Upcoming, and keeps them as children")
  func startsOneFlowPerTab() throws {
    let coordinator = makeCoordinator()
    let tabs = coordinator.start()
    #expect(tabs.tabTitles == ["Contacts", "Upcoming"])
    #expect(tabs.selectedIndex == 0)
    #expect(coordinator.childCoordinators.count == 2)
    let contacts = try #require(coordinator.childCoordinators.first as? ContactsCoordinator)
    let upcoming = try #require(coordinator.childCoordinators.last as? UpcomingCoordinator)
    #expect(tabs.viewControllers.first === contacts.navigationController)
    #expect(tabs.viewControllers.last === upcoming.navigationController)
    #expect(contacts.navigationController?.topViewController is ContactListViewController)
    #expect(upcoming.navigationController?.topViewController is UpcomingListViewController)
  }

  @Test("No screen is loaded, nor any storage read, before it is shown")
  func nothingLoadedBeforeShown() {
    let tabs = makeCoordinator().start()
    let lists = tabs.viewControllers.compactMap { ($0 as? NavigationController)?.topViewController }
    #expect(lists.count == 2)
    #expect(lists.allSatisfy { !$0.isViewLoaded })
  }

  @Test("The coordinators, screens and services are all freed with the tab bar, after adds and cancels")
  func everythingFreedWithTheTabBar() throws {
    let check = LeakCheck()
    do {
      let coordinator = makeCoordinator()
      let driver = ScreenDriver(root: coordinator.start())
      check.watch(from: coordinator, excluding: [store])
      try driver.tap("+")
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      try driver.selectTab("Upcoming")
      try driver.tap("+")
      try driver.tap("Cancel")
      #expect(driver.snapshot.title == "Upcoming")
    }
    for role in ["AppCoordinator", "ContactsCoordinator", "UpcomingCoordinator", "TabBarController"] {
      #expect(check.watches(typeNamed: role), "\(role) not found")
    }
    #expect(check.survivors == [])
  }
}
