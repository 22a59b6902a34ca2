import CaseBook
import Entities
import ScreenKit
import Testing

@testable import MVVMC

/// The Contacts tab's coordinator against real view controllers on a window:
/// what it pushes and presents, and the child coordinator it keeps while the
/// New Contact flow lives.
@MainActor
@Suite("Contacts coordinator")
struct ContactsCoordinatorTests {
  let service = StubContactService(names: ["Alice Archer"])

  /// The tab as the coordinator starts it, on a window.
  func start() -> (ContactsCoordinator, NavigationController, ScreenDriver) {
    let coordinator = ContactsCoordinator(service: service)
    let stack = coordinator.start()
    return (coordinator, stack, ScreenDriver(root: stack))
  }

  @Test("It builds the contact list as the root of its stack, reporting to it")
  func buildsTheList() throws {
    let (coordinator, stack, driver) = start()
    #expect(stack.viewControllers.count == 1)
    let list = try #require(stack.topViewController as? ContactListViewController)
    let viewModel: ContactListViewModel = try #require(ObjectGraph.child("viewModel", of: list))
    let delegate: AnyObject? = ObjectGraph.child("delegate", of: viewModel)
    #expect(delegate === coordinator)
    #expect(coordinator.navigationController === stack)
    #expect(driver.snapshot.rowTexts == ["Alice Archer"])
    #expect(coordinator.childCoordinators.isEmpty)
  }

  @Test("Its screens do not keep it: once its parent lets it go, it is freed and the list reports to no one")
  func screensDoNotKeepIt() throws {
    weak var weakCoordinator: ContactsCoordinator?
    let stack: NavigationController
    do {
      let coordinator = ContactsCoordinator(service: service)
      weakCoordinator = coordinator
      stack = coordinator.start()
    }
    let driver = ScreenDriver(root: stack)
    let viewModel: ContactListViewModel = try #require(
      ObjectGraph.child("viewModel", of: stack.topViewController))
    let delegate: (any ContactListViewModelDelegate)? = ObjectGraph.child("delegate", of: viewModel)
    #expect(weakCoordinator == nil)
    #expect(delegate == nil)
    try driver.tap("+")
    #expect(stack.presentedViewController == nil, "no coordinator, no flow")
    #expect(driver.snapshot.rowTexts == ["Alice Archer"])
  }

  @Test("+ presents New Contact modally in its own stack, and keeps its coordinator as a child")
  func presentsNewContact() throws {
    let (coordinator, stack, driver) = start()
    try driver.tap("+")
    let presented = try #require(stack.presentedViewController as? NavigationController)
    #expect(presented.viewControllers.count == 1)
    #expect(presented.topViewController is AddContactViewController)
    #expect(stack.viewControllers.count == 1, "nothing is pushed")
    let child = try #require(coordinator.childCoordinators.first as? AddContactCoordinator)
    #expect(coordinator.childCoordinators.count == 1)
    #expect(child.navigationController === presented)
    #expect(driver.snapshot.title == "New Contact")
  }

  @Test(
    "The flow ends by Done or Cancel: the form is dismissed and its coordinator let go",
    arguments: ["Done", "Cancel"])
  func flowEnds(button: String) throws {
    let (coordinator, stack, driver) = start()
    try driver.tap("+")
    try driver.fill("First name", with: "Bob")
    try driver.fill("Last name", with: "Brown")
    try driver.tap(button)
    #expect(stack.presentedViewController == nil)
    #expect(coordinator.childCoordinators.isEmpty)
    #expect(driver.snapshot.title == "Contacts")
    #expect(
      driver.snapshot.rowTexts == (button == "Done" ? ["Alice Archer", "Bob Brown"] : ["Alice Archer"]))
  }

  @Test("An alert keeps the flow: the form stays presented and its coordinator stays a child")
  func alertKeepsTheFlow() throws {
    let (coordinator, stack, driver) = start()
    try driver.tap("+")
    try driver.tap("Done")
    #expect(driver.snapshot.alert?.message == "A contact must have first and last names")
    try driver.tap("OK")
    #expect(stack.presentedViewController is NavigationController)
    #expect(coordinator.childCoordinators.count == 1)
  }

  @Test("Flows one after the other never pile up children")
  func flowsDoNotPileUp() throws {
    let (coordinator, _, driver) = start()
    for _ in 1...3 {
      try driver.tap("+")
      #expect(coordinator.childCoordinators.count == 1)
      try driver.tap("Cancel")
    }
    #expect(coordinator.childCoordinators.isEmpty)
  }
}
