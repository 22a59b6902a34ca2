import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import VIP

extension CaseBookTests {
  /// The roles every scene has, by type-name suffix.
  static let sceneRoles = ["ViewController", "Interactor", "Presenter", "Router"]

  /// Lifetimes are a matter of the real scenes: each as its configurator
  /// assembles it (view controller, interactor, presenter, router, worker), on
  /// a window, driven; its role objects are found by reflection.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    let window = Window()
    let clock = FixedDayClock(.init(CaseBook.today)!)
    let contacts: Bool
    var root: ViewController?
    switch bookCase.exit {
    case .appReleased:
      (contacts, root) = (
        true,
        AppBuilder.makeRootViewController(
          contactStore: store, todoStore: store, clock: clock, firstWeekday: .sunday)
      )
    case .contactListReleased, .addContactCancelled, .addContactDone:
      let list = ContactListConfigurator.makeScene(worker: ContactsWorker(store: store))
      (contacts, root) = (true, NavigationController(rootViewController: list))
    case .upcomingListReleased, .addItemCancelled, .addItemSaved:
      let list = UpcomingListConfigurator.makeScene(
        worker: TodosWorker(store: store), clock: clock, firstWeekday: .sunday)
      (contacts, root) = (false, NavigationController(rootViewController: list))
    }
    window.rootViewController = root
    let driver = ScreenDriver(window: window)
    let scene = contacts ? ["ContactList", "AddContact"] : ["UpcomingList", "AddItem"]
    let worker = contacts ? "ContactsWorker" : "TodosWorker"
    switch bookCase.exit {
    case .appReleased, .contactListReleased, .upcomingListReleased:
      check.watch(from: root as Any, excluding: [store, window])
      for role in Self.sceneRoles { #expect(check.watches(typeNamed: scene[0] + role)) }
      #expect(check.watches(typeNamed: worker))
      window.rootViewController = nil
      root = nil
    case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
      let before = ObjectGraph.objects(from: window, excluding: [store])
      try driver.tap("+")
      check.watch(from: try #require(root?.presentedViewController), excluding: before + [store])
      for role in Self.sceneRoles { #expect(check.watches(typeNamed: scene[1] + role)) }
      switch bookCase.exit {
      case .addContactDone:
        try driver.fill("First name", with: "Ada")
        try driver.fill("Last name", with: "Lovelace")
        try driver.tap("Done")
      case .addItemSaved:
        try driver.fill("Name", with: "Buy milk")
        try driver.tap("Save")
      default:
        try driver.tap("Cancel")
      }
      #expect(driver.snapshot.title == (contacts ? "Contacts" : "Upcoming"))
      #expect(root?.presentedViewController == nil)
    }
    #expect(check.survivors == [])
  }
}
