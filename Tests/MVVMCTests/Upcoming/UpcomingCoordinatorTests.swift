import CaseBook
import Entities
import ScreenKit
import TestSupport
import Testing

@testable import MVVMC

/// The Upcoming tab's coordinator against real view controllers on a window:
/// what it pushes and presents, and the child coordinator it keeps while the
/// Add Item flow lives.
@MainActor
@Suite("Upcoming coordinator")
struct UpcomingCoordinatorTests {
  let service = StubTodoService(items: [TodoItem(id: 1, title: "Rent", dueDate: .at("2024-05-20"))])
  let clock = SettableDayClock(.at("2024-05-15"))

  /// The tab as the coordinator starts it, on a window.
  func start() -> (UpcomingCoordinator, NavigationController, ScreenDriver) {
    let coordinator = UpcomingCoordinator(service: service, clock: clock, firstWeekday: .sunday)
    let stack = coordinator.start()
    return (coordinator, stack, ScreenDriver(root: stack))
  }

  @Test("It builds the Upcoming list as the root of its stack, reporting to it")
  func buildsTheList() throws {
    let (coordinator, stack, driver) = start()
    #expect(stack.viewControllers.count == 1)
    let list = try #require(stack.topViewController as? UpcomingListViewController)
    let viewModel: UpcomingListViewModel = try #require(ObjectGraph.child("viewModel", of: list))
    let delegate: AnyObject? = ObjectGraph.child("delegate", of: viewModel)
    #expect(delegate === coordinator)
    #expect(coordinator.navigationController === stack)
    #expect(driver.snapshot.rowTexts == ["Rent"])
  }

  @Test("Its screens do not keep it: once its parent lets it go, it is freed and the list reports to no one")
  func screensDoNotKeepIt() throws {
    weak var weakCoordinator: UpcomingCoordinator?
    let stack: NavigationController
    do {
      let coordinator = UpcomingCoordinator(service: service, clock: clock, firstWeekday: .sunday)
      weakCoordinator = coordinator
      stack = coordinator.start()
    }
    let driver = ScreenDriver(root: stack)
    let viewModel: UpcomingListViewModel = try #require(
      ObjectGraph.child("viewModel", of: stack.topViewController))
    let delegate: (any UpcomingListViewModelDelegate)? = ObjectGraph.child("delegate", of: viewModel)
    #expect(weakCoordinator == nil)
    #expect(delegate == nil)
    try driver.tap("+")
    #expect(stack.presentedViewController == nil, "no coordinator, no flow")
    #expect(driver.snapshot.rowTexts == ["Rent"])
  }

  @Test(
    "+ presents Add Item modally, due today by the clock when tapped, and keeps its coordinator as a child")
  func presentsAddItem() throws {
    let (coordinator, stack, driver) = start()
    clock.set(.at("2024-05-16"))
    try driver.tap("+")
    let presented = try #require(stack.presentedViewController as? NavigationController)
    #expect(presented.topViewController is AddItemViewController)
    #expect(stack.viewControllers.count == 1, "nothing is pushed")
    let child = try #require(coordinator.childCoordinators.first as? AddItemCoordinator)
    #expect(coordinator.childCoordinators.count == 1)
    #expect(child.navigationController === presented)
    #expect(driver.snapshot.fieldText("Due date") == "2024-05-16")
  }

  @Test(
    "The flow ends by Save or Cancel: the form is dismissed and its coordinator let go",
    arguments: ["Save", "Cancel"])
  func flowEnds(button: String) throws {
    let (coordinator, stack, driver) = start()
    try driver.tap("+")
    try driver.fill("Name", with: "Buy milk")
    try driver.tap(button)
    #expect(stack.presentedViewController == nil)
    #expect(coordinator.childCoordinators.isEmpty)
    #expect(driver.snapshot.title == "Upcoming")
    #expect(driver.snapshot.rowTexts == (button == "Save" ? ["Buy milk", "Rent"] : ["Rent"]))
  }

  @Test("An alert keeps the flow: the form stays presented and its coordinator stays a child")
  func alertKeepsTheFlow() throws {
    let (coordinator, stack, driver) = start()
    try driver.tap("+")
    try driver.fill("Name", with: "Buy milk")
    try driver.fill("Due date", with: "someday")
    try driver.tap("Save")
    #expect(driver.snapshot.alert?.message == "Due date must be a day written as YYYY-MM-DD")
    try driver.tap("OK")
    #expect(stack.presentedViewController is NavigationController)
    #expect(coordinator.childCoordinators.count == 1)
  }
}
