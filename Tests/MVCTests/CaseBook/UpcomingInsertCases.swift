import CaseBook
import Testing

extension CaseBookTests {
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) throws {
    let list = try ControllerOnWindow.upcomingList(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let table = try #require(list.table)
    let (reloads, sectionCount) = (table.reloadCount, table.numberOfSections)
    try list.addItem(name: bookCase.added.title, due: bookCase.added.due.description)
    #expect(list.screen.alert == nil)
    #expect(list.sections == bookCase.expected)
    #expect(table.reloadCount == reloads)
    #expect(table.inconsistencies.isEmpty)
    switch bookCase.change {
    case .row(let section, let row):
      #expect(table.insertedRowCount == 1)
      #expect(table.numberOfSections == sectionCount)
      #expect(list.sections[section].rows[row].title == bookCase.added.title)
    case .section(let section):
      #expect(table.insertedRowCount == 1)
      #expect(table.numberOfSections == sectionCount + 1)
      #expect(list.sections[section].rows.map(\.title) == [bookCase.added.title])
    case .none:
      #expect(table.insertedRowCount == 0)
      #expect(table.numberOfSections == sectionCount)
    }
    #expect(try list.storedItems.map(\.title).last == bookCase.added.title)
  }
}
