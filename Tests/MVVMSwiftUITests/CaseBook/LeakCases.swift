import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  /// A view model lives in its view's `@State`, at the view's identity: it
  /// goes when the view leaves (the sheet closed, the app released). Played
  /// on the app as `AppBuilder` assembles it, on a window; every object that
  /// appears with the screen is watched, the view models included.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    let window = Window()
    window.rootViewController = AppBuilder.makeRootViewController(
      contactStore: store, todoStore: store, clock: FixedDayClock(Day(CaseBook.today)!), firstWeekday: .sunday
    )
    let driver = ScreenDriver(window: window)
    let onUpcoming = [.upcomingListReleased, .addItemCancelled, .addItemSaved].contains(bookCase.exit)
    if onUpcoming { try driver.selectTab("Upcoming") }
    // A tab's view, and the view model in its state, are made when the tab is first shown.
    if bookCase.exit == .appReleased {
      try driver.selectTab("Upcoming")
      try driver.selectTab("Contacts")
    }
    switch bookCase.exit {
    case .appReleased, .contactListReleased, .upcomingListReleased:
      check.watch(from: window.rootViewController as Any, excluding: [store, window])
      let roles = [
        LeakCase.Exit.appReleased: ["ContactListViewModel", "UpcomingListViewModel"],
        .contactListReleased: ["ContactListViewModel"],
        .upcomingListReleased: ["UpcomingListViewModel"],
      ]
      #expect(roles[bookCase.exit, default: []].allSatisfy(check.watches(typeNamed:)))
      window.rootViewController = nil
    case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
      let before = ObjectGraph.objects(from: window, excluding: [store])
      try driver.tap("+")
      let toolkit = [store] + Self.toolkitPaths(among: before)
      let kept = before + toolkit
      for object in ObjectGraph.objects(from: window, excluding: toolkit)
      where !kept.contains(where: { $0 === object }) {
        check.watch(from: object, excluding: kept)
      }
      #expect(check.watches(typeNamed: onUpcoming ? "AddItemViewModel" : "AddContactViewModel"))
      try finishForm(bookCase.exit, on: driver)
      #expect(driver.snapshot.title == (onUpcoming ? "Upcoming" : "Contacts"))
    }
    #expect(check.count > 0)
    #expect(check.survivors == [])
  }

  /// What ScreenUI keeps for as long as the app: the path of each navigation
  /// stack that keeps its own (`ViewGraph.ownPaths`), a sheet's too, found
  /// again when the sheet opens again. The toolkit's, not the screen's.
  private static func toolkitPaths(among objects: [AnyObject]) -> [AnyObject] {
    let graph = objects.first { String(describing: type(of: $0)) == "ViewGraph" }
    let paths: Any? = ObjectGraph.child("ownPaths", of: graph)
    return paths.map { ObjectGraph.objects(from: $0) } ?? []
  }

  /// Closes the form on screen as `exit` says.
  private func finishForm(_ exit: LeakCase.Exit, on driver: ScreenDriver) throws {
    switch exit {
    case .addContactDone:
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      #expect(driver.snapshot.rowTexts == ["Ada Lovelace"])
    case .addItemSaved:
      try driver.fill("Name", with: "Buy milk")
      try driver.tap("Save")
      #expect(driver.snapshot.rowTexts == ["Buy milk"])
    default:
      try driver.tap("Cancel")
      #expect(driver.snapshot.rowTexts.isEmpty)
    }
  }
}
