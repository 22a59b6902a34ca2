import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import TCA

/// The list screens as the view of their store: when the state gains one row
/// (or a section), the screen inserts it, with no reload, as the other modules'
/// screens do. Checked on the app as `AppBuilder` assembles it.
extension CaseBookTests {
  /// The app on an in-memory database holding `contacts` and `items`.
  func app(
    contacts: [ContactName] = [], items: [ItemSpec] = [], today: Day = Day(CaseBook.today)!,
    firstWeekday: Weekday = .sunday
  ) throws -> ScreenDriver {
    let database = SQLiteStore.inMemory()
    for contact in contacts { _ = try database.addContact(firstName: contact.first, lastName: contact.last) }
    for item in items { _ = try database.addItem(title: item.title, dueDate: item.due) }
    return ScreenDriver(
      root: AppBuilder.makeRootViewController(
        contactStore: database, todoStore: database, clock: FixedDayClock(today), firstWeekday: firstWeekday))
  }

  /// The table of the list screen of type `Screen` on `driver`'s window.
  func table<Screen: ViewController>(of screen: Screen.Type, on driver: ScreenDriver) throws -> TableView {
    let list = try #require(ObjectGraph.objects(from: driver.window).compactMap { $0 as? Screen }.first)
    return try #require(ObjectGraph.child("tableView", of: list) as TableView?)
  }

  @Test(
    "The contact list screen inserts the contact added, with no reload", arguments: CaseBook.contactInsert)
  func contactListScreenInsert(_ bookCase: ContactInsertCase) throws {
    let driver = try app(contacts: bookCase.stored)
    let table = try table(of: ContactListViewController.self, on: driver)
    let (reloads, inserted) = (table.reloadCount, table.insertedRowCount)
    try driver.tap("+")
    try driver.fill("First name", with: bookCase.added.first)
    try driver.fill("Last name", with: bookCase.added.last)
    try driver.tap("Done")
    #expect(driver.snapshot.rowTexts == bookCase.expectedRows)
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount - inserted == 1)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test(
    "The Upcoming screen inserts the item saved, or its section, with no reload",
    arguments: CaseBook.upcomingInsert)
  func upcomingScreenInsert(_ bookCase: UpcomingInsertCase) throws {
    let driver = try app(items: bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    try driver.selectTab("Upcoming")
    let table = try table(of: UpcomingListViewController.self, on: driver)
    let (reloads, sectionCount, inserted) = (
      table.reloadCount, table.numberOfSections, table.insertedRowCount
    )
    try driver.tap("+")
    try driver.fill("Name", with: bookCase.added.title)
    try driver.fill("Due date", with: bookCase.added.due.description)
    try driver.tap("Save")
    #expect(driver.snapshot.alert == nil)
    #expect(table.numberOfSections == bookCase.expected.count)
    #expect(
      (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        == bookCase.expected.map(\.rows.count))
    #expect(table.reloadCount == reloads)
    #expect(table.inconsistencies.isEmpty)
    switch bookCase.change {
    case .row:
      #expect(table.insertedRowCount - inserted == 1 && table.numberOfSections == sectionCount)
    case .section:
      #expect(table.insertedRowCount - inserted == 1 && table.numberOfSections == sectionCount + 1)
    case .none:
      #expect(table.insertedRowCount == inserted && table.numberOfSections == sectionCount)
    }
  }
}
