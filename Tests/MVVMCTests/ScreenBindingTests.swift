import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVVMC

/// The view controllers bound to their view models, on a window, with stub
/// services, each tab as its coordinator builds it: what the view does with
/// what the view model announces.
@MainActor
@Suite("Views bound to their view models")
struct ScreenBindingTests {
  /// Keeps the tab's coordinator, as the app coordinator does in the app.
  let parent = TabsParent()

  /// The contact list screen on `service`, as its coordinator builds it, shown on a window.
  func showContactList(_ service: StubContactService) throws -> (ScreenDriver, ContactListViewModel) {
    let coordinator = ContactsCoordinator(service: service)
    parent.addChild(coordinator)
    let stack = coordinator.start()
    let driver = ScreenDriver(root: stack)
    return (driver, try #require(ObjectGraph.child("viewModel", of: stack.topViewController)))
  }

  /// The Upcoming list screen on `service`, as its coordinator builds it, shown on a window.
  func showUpcomingList(_ service: StubTodoService) throws -> (ScreenDriver, UpcomingListViewModel) {
    let coordinator = UpcomingCoordinator(
      service: service, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
    parent.addChild(coordinator)
    let stack = coordinator.start()
    let driver = ScreenDriver(root: stack)
    return (driver, try #require(ObjectGraph.child("viewModel", of: stack.topViewController)))
  }

  @Test("The tabs are named Contacts and Upcoming before any screen is loaded")
  func tabsNamedBeforeLoading() throws {
    let store = SQLiteStore.inMemory()
    let root = AppBuilder.makeRootViewController(
      contactStore: store, todoStore: store, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
    let tabs = try #require(root as? TabBarController)
    #expect(tabs.tabTitles == ["Contacts", "Upcoming"])
    let lists = tabs.viewControllers.compactMap { ($0 as? NavigationController)?.topViewController }
    #expect(lists.count == 2)
    #expect(lists.allSatisfy { !$0.isViewLoaded })
  }

  @Test("The contact list inserts each new row where its view model says, and never reloads for it")
  func contactListInserts() throws {
    let (driver, _) = try showContactList(StubContactService(names: ["Alice Archer", "Eve Evans"]))
    let table = try #require(driver.tableViews.first)
    #expect(table.reloadCount == 1)
    for (first, last) in [("Dan", "Dale"), ("aaron", "abbot"), ("Zed", "Zane")] {
      try driver.tap("+")
      try driver.fill("First name", with: first)
      try driver.fill("Last name", with: last)
      try driver.tap("Done")
    }
    #expect(driver.snapshot.rowTexts == ["aaron abbot", "Alice Archer", "Dan Dale", "Eve Evans", "Zed Zane"])
    #expect(table.reloadCount == 1)
    #expect(table.insertedRowCount == 3)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("A failed load shows the Error alert over the empty list, and OK clears the view model's alert")
  func failedLoadAlert() throws {
    let service = StubContactService()
    let error = StorageError.corrupt(path: "/tmp/contacts.sqlite", detail: "bad page")
    service.loadError = error
    let (driver, viewModel) = try showContactList(service)
    #expect(driver.snapshot.alert == .init(title: "Error", message: error.description, actions: ["OK"]))
    #expect(driver.snapshot.emptyMessage == "No Contacts")
    try driver.tap("OK")
    #expect(driver.snapshot.alert == nil)
    #expect(viewModel.errorAlert.message == nil)
  }

  @Test(
    "The Upcoming list inserts each saved item, and its section, where its view model says, and never reloads for it"
  )
  func upcomingListInserts() throws {
    let (driver, _) = try showUpcomingList(
      StubTodoService(items: [TodoItem(id: 1, title: "Rent", dueDate: .at("2024-05-20"))]))
    let table = try #require(driver.tableViews.first)
    #expect(table.reloadCount == 1)
    for (title, day) in [
      ("Call the plumber", "2024-05-16"), ("Buy milk", "2024-05-16"), ("Old", "2024-05-01"),
    ] {
      try driver.tap("+")
      try driver.fill("Name", with: title)
      try driver.fill("Due date", with: day)
      try driver.tap("Save")
    }
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Tomorrow"), .row(text: "Buy milk", detail: "Thursday"),
        .row(text: "Call the plumber", detail: "Thursday"),
        .sectionHeader("Next Week"), .row(text: "Rent", detail: "Monday"),
      ])
    #expect(table.reloadCount == 1)
    #expect(table.insertedRowCount == 2)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("A failed save keeps the form with what was typed, under the Error alert")
  func failedSaveKeepsForm() throws {
    let service = StubTodoService()
    service.saveError = .readOnly(path: "/tmp/todo.sqlite")
    let (driver, _) = try showUpcomingList(service)
    try driver.tap("+")
    try driver.fill("Name", with: "Buy milk")
    try driver.tap("Save")
    #expect(driver.snapshot.alert?.message == StorageError.readOnly(path: "/tmp/todo.sqlite").description)
    try driver.tap("OK")
    #expect(driver.snapshot.title == "Add Item")
    #expect(driver.snapshot.fieldText("Name") == "Buy milk")
    #expect(driver.snapshot.fieldText("Due date") == "2024-05-15")
  }
}
