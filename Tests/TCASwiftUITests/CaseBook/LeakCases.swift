import CaseBook
import ComposableArchitectureUI
import Entities
import ScreenKit
import Storage
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  /// Every object of a screen — its hosting controllers, its store (a form's
  /// store, scoped from the list's while the form is presented; the list's,
  /// scoped from the app's; the runtime) and the features' state — is freed
  /// when the screen goes away, on the app as `AppBuilder` assembles it, on a
  /// window. Effects finishing is the test store's check.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let database = SQLiteStore.inMemory()
    let check = LeakCheck()
    let window = Window()
    window.rootViewController = AppBuilder.makeRootViewController(
      contactStore: database, todoStore: database, clock: FixedDayClock(Day(CaseBook.today)!),
      firstWeekday: .sunday)
    let driver = ScreenDriver(window: window)
    let onUpcoming = [.upcomingListReleased, .addItemCancelled, .addItemSaved].contains(bookCase.exit)
    if onUpcoming { try driver.selectTab("Upcoming") }
    switch bookCase.exit {
    case .appReleased, .contactListReleased, .upcomingListReleased:
      check.watch(from: window.rootViewController as Any, excluding: [database, window])
      let roles = [
        LeakCase.Exit.appReleased: ["RootCore<TCASwiftUI.AppFeature.State, TCASwiftUI.AppFeature.Action>"],
        .contactListReleased: [
          "Store<TCASwiftUI.ContactListFeature.State, TCASwiftUI.ContactListFeature.Action>"
        ],
        .upcomingListReleased: [
          "Store<TCASwiftUI.UpcomingListFeature.State, TCASwiftUI.UpcomingListFeature.Action>"
        ],
      ]
      #expect(roles[bookCase.exit, default: []].allSatisfy(check.watches(typeNamed:)))
      window.rootViewController = nil
    case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
      let before = ObjectGraph.objects(from: window, excluding: [database])
      try driver.tap("+")
      let toolkit = [database] + Self.toolkitPaths(among: before)
      let kept = before + toolkit
      for object in ObjectGraph.objects(from: window, excluding: toolkit)
      where !kept.contains(where: { $0 === object }) {
        check.watch(from: object, excluding: kept)
      }
      #expect(
        check.watches(
          typeNamed: onUpcoming
            ? "Store<TCASwiftUI.AddItemFeature.State, TCASwiftUI.AddItemFeature.Action>"
            : "Store<TCASwiftUI.AddContactFeature.State, TCASwiftUI.AddContactFeature.Action>"))
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
