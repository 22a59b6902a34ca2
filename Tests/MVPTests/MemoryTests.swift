import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVP

/// Every role object is freed once nothing outside holds it: the presenters
/// hold their views and delegates weakly, and the bar buttons' closures
/// capture their screens weakly.
@MainActor
@Suite("Memory")
struct MemoryTests {
  /// What a user does on an add screen before it goes away.
  enum Ending: String, CaseIterable, Sendable {
    case save
    case cancel
    case errorThenCancel
  }

  @Test(
    "Every object of the Contacts screens is freed after the add screen closes and the window goes",
    arguments: Ending.allCases)
  func contactsScreensAreFreed(ending: Ending) throws {
    weak var window: Window?
    weak var list: ContactListViewController?
    weak var presenter: ContactListPresenter?
    weak var service: ContactService?
    weak var formStack: NavigationController?
    weak var form: AddContactViewController?
    weak var addPresenter: AddContactPresenter?
    do {
      let strongService = ContactService(store: SQLiteStore.inMemory())
      let strongPresenter = ContactListPresenter(service: strongService)
      let strongList = ContactListViewController(presenter: strongPresenter)
      let driver = ScreenDriver(root: NavigationController(rootViewController: strongList))
      (window, list, presenter, service) = (driver.window, strongList, strongPresenter, strongService)

      try driver.tap("+")
      formStack = driver.window.topViewController as? NavigationController
      form = formStack?.topViewController as? AddContactViewController
      addPresenter = form?.presenter
      #expect(form != nil)
      #expect(addPresenter != nil)

      switch ending {
      case .save:
        try driver.fill("First name", with: "Ada")
        try driver.fill("Last name", with: "Lovelace")
        try driver.tap("Done")
        #expect(driver.snapshot.rowTexts == ["Ada Lovelace"])
      case .cancel:
        try driver.tap("Cancel")
      case .errorThenCancel:
        try driver.tap("Done")
        #expect(driver.snapshot.alert != nil)
        try driver.tap("OK")
        try driver.tap("Cancel")
      }
      #expect(driver.snapshot.title == "Contacts")
      #expect(formStack == nil, "the add screen's navigation controller outlived its dismissal")
      #expect(form == nil, "the add screen outlived its dismissal")
      #expect(addPresenter == nil, "the add screen's presenter outlived its dismissal")
    }
    #expect(window == nil)
    #expect(list == nil)
    #expect(presenter == nil)
    #expect(service == nil)
  }

  @Test(
    "Every object of the Upcoming screens is freed after the add screen closes and the window goes",
    arguments: Ending.allCases)
  func upcomingScreensAreFreed(ending: Ending) throws {
    weak var window: Window?
    weak var list: UpcomingListViewController?
    weak var presenter: UpcomingListPresenter?
    weak var service: TodoService?
    weak var formStack: NavigationController?
    weak var form: AddItemViewController?
    weak var addPresenter: AddItemPresenter?
    do {
      let strongService = TodoService(store: SQLiteStore.inMemory())
      let strongPresenter = UpcomingListPresenter(
        service: strongService, clock: FixedDayClock(Day.at("2026-12-31")), firstWeekday: .sunday)
      let strongList = UpcomingListViewController(presenter: strongPresenter)
      let driver = ScreenDriver(root: NavigationController(rootViewController: strongList))
      (window, list, presenter, service) = (driver.window, strongList, strongPresenter, strongService)

      try driver.tap("+")
      formStack = driver.window.topViewController as? NavigationController
      form = formStack?.topViewController as? AddItemViewController
      addPresenter = form?.presenter
      #expect(form != nil)
      #expect(addPresenter != nil)

      switch ending {
      case .save:
        try driver.fill("Name", with: "Buy milk")
        try driver.tap("Save")
        #expect(driver.snapshot.rowTexts == ["Buy milk"])
      case .cancel:
        try driver.tap("Cancel")
      case .errorThenCancel:
        try driver.tap("Save")
        #expect(driver.snapshot.alert != nil)
        try driver.tap("OK")
        try driver.tap("Cancel")
      }
      #expect(driver.snapshot.title == "Upcoming")
      #expect(formStack == nil, "the add screen's navigation controller outlived its dismissal")
      #expect(form == nil, "the add screen outlived its dismissal")
      #expect(addPresenter == nil, "the add screen's presenter outlived its dismissal")
    }
    #expect(window == nil)
    #expect(list == nil)
    #expect(presenter == nil)
    #expect(service == nil)
  }

  @Test("The whole app built by AppBuilder is freed when its window goes")
  func wholeAppIsFreed() throws {
    weak var root: ViewController?
    weak var contacts: ContactListViewController?
    weak var contactsPresenter: ContactListPresenter?
    weak var upcoming: UpcomingListViewController?
    weak var upcomingPresenter: UpcomingListPresenter?
    weak var store: SQLiteStore?
    do {
      let strongStore = SQLiteStore.inMemory()
      let strongRoot = AppBuilder.makeRootViewController(
        contactStore: strongStore, todoStore: strongStore, clock: FixedDayClock(Day.at("2026-12-31")),
        firstWeekday: .monday)
      let driver = ScreenDriver(root: strongRoot)
      let tabs = try #require(strongRoot as? TabBarController)
      contacts =
        (tabs.viewControllers[0] as? NavigationController)?.topViewController as? ContactListViewController
      upcoming =
        (tabs.viewControllers[1] as? NavigationController)?.topViewController as? UpcomingListViewController
      contactsPresenter = contacts?.presenter
      upcomingPresenter = upcoming?.presenter
      (root, store) = (strongRoot, strongStore)

      try driver.tap("+")
      try driver.tap("Cancel")
      try driver.selectTab("Upcoming")
      try driver.tap("+")
      try driver.tap("Save")
      try driver.tap("OK")
      try driver.tap("Cancel")
      #expect(driver.snapshot.title == "Upcoming")
    }
    #expect(root == nil)
    #expect(contacts == nil)
    #expect(contactsPresenter == nil)
    #expect(upcoming == nil)
    #expect(upcomingPresenter == nil)
    #expect(store == nil, "a service or presenter kept the store alive")
  }
}
