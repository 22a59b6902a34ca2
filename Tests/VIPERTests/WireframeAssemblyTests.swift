import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import VIPER

/// The wireframes assemble each module as VIPER wires it, and perform its
/// navigation. The roles keep each other privately; the tests read the wiring
/// by reflection.
@MainActor
@Suite("Wireframe assembly")
struct WireframeAssemblyTests {
  @Test("The contact list wireframe wires view, presenter, interactor and data manager, and loads no view")
  func contactList() throws {
    let screen = ContactListWireframe.makeModule(contactStore: SQLiteStore.inMemory())
    let view = try #require(screen as? ContactListViewController)
    let presenter = try #require(ObjectGraph.child("eventHandler", of: view) as ContactListPresenter?)
    let interactor = try #require(ObjectGraph.child("interactor", of: presenter) as ContactListInteractor?)
    let wireframe = try #require(ObjectGraph.child("wireframe", of: presenter) as ContactListWireframe?)
    #expect(presenter.userInterface === view)
    #expect(interactor.output === presenter)
    #expect(ObjectGraph.child("dataManager", of: interactor) as ContactListDataManager? != nil)
    #expect(wireframe.viewController === view)
    #expect(view.title == "Contacts")
    #expect(!view.isViewLoaded)
  }

  @Test("The Upcoming list wireframe wires view, presenter, interactor and data manager, and loads no view")
  func upcomingList() throws {
    let screen = UpcomingListWireframe.makeModule(
      todoStore: SQLiteStore.inMemory(), clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
    let view = try #require(screen as? UpcomingListViewController)
    let presenter = try #require(ObjectGraph.child("eventHandler", of: view) as UpcomingListPresenter?)
    let interactor = try #require(ObjectGraph.child("interactor", of: presenter) as UpcomingListInteractor?)
    let wireframe = try #require(ObjectGraph.child("wireframe", of: presenter) as UpcomingListWireframe?)
    #expect(presenter.userInterface === view)
    #expect(interactor.output === presenter)
    #expect(ObjectGraph.child("dataManager", of: interactor) as UpcomingListDataManager? != nil)
    #expect(wireframe.viewController === view)
    #expect(view.title == "Upcoming")
    #expect(!view.isViewLoaded)
  }

  @Test(
    "+ on the contact list presents add-contact in a navigation controller, delegating to the list's presenter"
  )
  func addContact() throws {
    let list = ContactListWireframe.makeModule(contactStore: SQLiteStore.inMemory())
    let driver = ScreenDriver(root: NavigationController(rootViewController: list))
    try driver.tap("+")
    let navigation = try #require(driver.window.topViewController as? NavigationController)
    let view = try #require(navigation.topViewController as? AddContactViewController)
    let presenter = try #require(ObjectGraph.child("eventHandler", of: view) as AddContactPresenter?)
    let interactor = try #require(ObjectGraph.child("interactor", of: presenter) as AddContactInteractor?)
    let wireframe = try #require(ObjectGraph.child("wireframe", of: presenter) as AddContactWireframe?)
    #expect(navigation.viewControllers.count == 1)
    #expect(presenter.userInterface === view)
    #expect(presenter.moduleDelegate === ObjectGraph.child("eventHandler", of: list) as ContactListPresenter?)
    #expect(interactor.output === presenter)
    #expect(ObjectGraph.child("dataManager", of: interactor) as AddContactDataManager? != nil)
    #expect(wireframe.presentedViewController === navigation)
  }

  @Test(
    "+ on the Upcoming list presents add-item in a navigation controller, delegating to the list's presenter")
  func addItem() throws {
    let list = UpcomingListWireframe.makeModule(
      todoStore: SQLiteStore.inMemory(), clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
    let driver = ScreenDriver(root: NavigationController(rootViewController: list))
    try driver.tap("+")
    let navigation = try #require(driver.window.topViewController as? NavigationController)
    let view = try #require(navigation.topViewController as? AddItemViewController)
    let presenter = try #require(ObjectGraph.child("eventHandler", of: view) as AddItemPresenter?)
    let interactor = try #require(ObjectGraph.child("interactor", of: presenter) as AddItemInteractor?)
    let wireframe = try #require(ObjectGraph.child("wireframe", of: presenter) as AddItemWireframe?)
    #expect(presenter.userInterface === view)
    #expect(
      presenter.moduleDelegate === ObjectGraph.child("eventHandler", of: list) as UpcomingListPresenter?)
    #expect(interactor.output === presenter)
    #expect(ObjectGraph.child("dataManager", of: interactor) as AddItemDataManager? != nil)
    #expect(wireframe.presentedViewController === navigation)
    #expect(driver.snapshot.fieldText("Due date") == "2024-05-15")
  }

  @Test("The root wireframe puts Contacts then Upcoming in tabs, named before any view loads")
  func root() throws {
    let root = AppBuilder.makeRootViewController(
      contactStore: SQLiteStore.inMemory(), todoStore: SQLiteStore.inMemory(),
      clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
    let tabs = try #require(root as? TabBarController)
    #expect(tabs.tabTitles == ["Contacts", "Upcoming"])
    let stacks = tabs.viewControllers.compactMap { $0 as? NavigationController }
    #expect(stacks.count == 2)
    #expect(stacks.first?.topViewController is ContactListViewController)
    #expect(stacks.last?.topViewController is UpcomingListViewController)
    #expect(stacks.allSatisfy { $0.topViewController?.isViewLoaded == false })
  }

  @Test("A saved contact appears in the list at its sorted position, inserted, not reloaded")
  func contactRoundTrip() throws {
    let store = SQLiteStore.inMemory()
    for (first, last) in [("Alice", "Archer"), ("Eve", "Evans")] {
      _ = try store.addContact(firstName: first, lastName: last)
    }
    let driver = ScreenDriver(
      root: NavigationController(rootViewController: ContactListWireframe.makeModule(contactStore: store)))
    let table = try #require(driver.tableViews.first)
    let reloads = table.reloadCount
    try driver.tap("+")
    try driver.fill("First name", with: " dan ")
    try driver.fill("Last name", with: "Dale")
    try driver.tap("Done")
    #expect(driver.snapshot.rowTexts == ["Alice Archer", "dan Dale", "Eve Evans"])
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 1)
    #expect(try store.allContacts().last?.firstName == "dan")
  }

  @Test("A saved item on a new day reloads the Upcoming list, which reads today again")
  func itemRoundTripOnNewDay() throws {
    let clock = SettableDayClock(.at("2024-05-15"))
    let store = SQLiteStore.inMemory()
    let driver = ScreenDriver(
      root: NavigationController(
        rootViewController: UpcomingListWireframe.makeModule(
          todoStore: store, clock: clock, firstWeekday: .sunday)))
    #expect(driver.snapshot.emptyMessage == "No Upcoming Items")
    clock.set(.at("2024-05-16"))
    try driver.tap("+")
    #expect(driver.snapshot.fieldText("Due date") == "2024-05-16")
    try driver.fill("Name", with: "Milk")
    try driver.fill("Due date", with: "2024-05-17")
    try driver.tap("Save")
    #expect(driver.snapshot.elements == [.sectionHeader("Tomorrow"), .row(text: "Milk", detail: "Friday")])
    #expect(try #require(driver.tableViews.first).reloadCount == 2)
  }

  @Test("A saved item travels from the add module to the list, which inserts it without a reload")
  func itemRoundTrip() throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addItem(title: "Rent", dueDate: .at("2024-05-20"))
    let driver = ScreenDriver(
      root: NavigationController(
        rootViewController: UpcomingListWireframe.makeModule(
          todoStore: store, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)))
    for (title, day) in [("Milk", "2024-05-16"), ("Bread", "2024-05-16"), ("Old", "2024-05-01")] {
      try driver.tap("+")
      try driver.fill("Name", with: title)
      try driver.fill("Due date", with: day)
      try driver.tap("Save")
    }
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Tomorrow"), .row(text: "Bread", detail: "Thursday"),
        .row(text: "Milk", detail: "Thursday"),
        .sectionHeader("Next Week"), .row(text: "Rent", detail: "Monday"),
      ])
    let table = try #require(driver.tableViews.first)
    #expect(table.reloadCount == 1)
    #expect(table.insertedRowCount == 2)
    #expect(table.inconsistencies.isEmpty)
  }
}
