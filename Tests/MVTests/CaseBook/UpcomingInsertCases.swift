import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  /// The place (and the section) is the agenda's to find; inserting one row or
  /// one section (not reloading) is the list's, checked on the screen.
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) throws {
    let agenda = try agenda(bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    var draft = ItemDraft(today: bookCase.today)
    draft.name = bookCase.added.title
    draft.dueDate = bookCase.added.due.description
    let sectionsBefore = agenda.groups.count
    let item = try agenda.add(draft)
    #expect(agenda.shown == bookCase.expected)
    switch bookCase.change {
    case .row(let section, let row):
      #expect(agenda.groups.count == sectionsBefore)
      #expect(agenda.groups[section].entries[row].id == item.id)
    case .section(let section):
      #expect(agenda.groups.count == sectionsBefore + 1)
      #expect(agenda.groups[section].entries.map(\.id) == [item.id])
    case .none:
      #expect(agenda.groups.count == sectionsBefore)
      #expect(!agenda.groups.contains { $0.entries.contains { $0.id == item.id } })
    }

    let app = try AppOnWindow.upcoming(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let table = try #require(app.table)
    let (reloads, inserted) = (table.reloadCount, table.insertedRowCount)
    try app.addItem(name: bookCase.added.title, due: bookCase.added.due.description)
    #expect(app.screen.alert == nil)
    #expect(app.sections == bookCase.expected)
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == inserted + (bookCase.change == .none ? 0 : 1))
    #expect(table.inconsistencies.isEmpty)
  }
}
