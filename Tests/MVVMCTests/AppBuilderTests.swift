import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVVMC

/// The composition root: the root screen it returns keeps the app coordinator
/// for as long as it lives, as an app delegate does, and the whole app —
/// coordinators, view models, view controllers, services — goes with it.
@MainActor
@Suite("App builder")
struct AppBuilderTests {
  let store = SQLiteStore.inMemory()

  /// The app as its caller gets it: the root screen alone.
  func makeRoot() -> ViewController {
    AppBuilder.makeRootViewController(
      contactStore: store, todoStore: store, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
  }

  @Test(
    "The root is the tab bar, Contacts then Upcoming, keeping the app coordinator, whose children run the tabs"
  )
  func rootKeepsTheAppCoordinator() throws {
    let root = try #require(makeRoot() as? AppBuilder.RootTabBarController)
    #expect(root.tabTitles == ["Contacts", "Upcoming"])
    #expect(root.selectedIndex == 0)
    let children = root.appCoordinator.childCoordinators
    #expect(children.count == 2)
    let contacts = try #require(children.first as? ContactsCoordinator)
    let upcoming = try #require(children.last as? UpcomingCoordinator)
    #expect(root.viewControllers.first === contacts.navigationController)
    #expect(root.viewControllers.last === upcoming.navigationController)
  }

  @Test(
    "The app coordinator and its children live as long as the root, through adds and cancels, and go with it")
  func appCoordinatorLivesWithTheRoot() throws {
    weak var appCoordinator: AppCoordinator?
    weak var tabCoordinator: AnyObject?
    do {
      let driver = ScreenDriver(root: makeRoot())
      appCoordinator =
        ObjectGraph.objects(from: driver.window).lazy.compactMap { $0 as? AppCoordinator }.first
      tabCoordinator = appCoordinator?.childCoordinators.first.map { $0 as AnyObject }
      #expect(appCoordinator != nil, "the root does not keep the app coordinator")
      try driver.tap("+")
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      try driver.selectTab("Upcoming")
      try driver.tap("+")
      try driver.tap("Cancel")
      try driver.selectTab("Contacts")
      #expect(driver.snapshot.rowTexts == ["Ada Lovelace"])
      #expect(appCoordinator?.childCoordinators.count == 2)
      #expect(appCoordinator?.childCoordinators.first === tabCoordinator)
    }
    #expect(appCoordinator == nil)
    #expect(tabCoordinator == nil)
  }

  @Test("Every coordinator, view model, view controller and service goes with the root, even with a form up")
  func everythingFreedWithTheRoot() throws {
    let check = LeakCheck()
    do {
      let driver = ScreenDriver(root: makeRoot())
      try driver.tap("+")
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      try driver.selectTab("Upcoming")
      try driver.tap("+")
      #expect(driver.snapshot.title == "Add Item")
      check.watch(from: driver.window, excluding: [store])
    }
    let roles = [
      "RootTabBarController", "AppCoordinator", "ContactsCoordinator", "UpcomingCoordinator",
      "AddItemCoordinator",
      "ContactListViewModel", "UpcomingListViewModel", "AddItemViewModel", "ContactListViewController",
      "UpcomingListViewController", "AddItemViewController", "ContactService", "TodoService",
    ]
    for role in roles {
      #expect(check.watches(typeNamed: role), "\(role) not found")
    }
    #expect(check.survivors == [])
  }
}
