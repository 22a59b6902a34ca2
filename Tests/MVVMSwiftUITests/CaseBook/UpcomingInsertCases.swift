import CaseBook
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  /// The sections gain one row, or one section of one row, the rest kept: what
  /// makes a `List` insert one row or section rather than reload.
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) {
    let (list, store) = upcomingList(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let before = list.sections
    let form = addItem(from: list, store: store, today: bookCase.today)
    form.name = bookCase.added.title
    form.dueDate = bookCase.added.due.description
    #expect(form.save())
    #expect(form.errorMessage == nil)
    #expect(store.items.last?.title == bookCase.added.title)
    #expect(list.shown == bookCase.expected)
    #expect(store.requestedRanges.count == 1, "inserted, not read again")
    let sectionChanges = list.sections.map(\.id).difference(from: before.map(\.id))
    switch bookCase.change {
    case .row(let section, let row):
      #expect(sectionChanges.isEmpty)
      let rowChanges = list.sections[section].rows.map(\.id).difference(from: before[section].rows.map(\.id))
      #expect(rowChanges.count == 1 && rowChanges.insertions.map(\.offset) == [row])
    case .section(let section):
      #expect(sectionChanges.count == 1 && sectionChanges.insertions.map(\.offset) == [section])
      #expect(list.sections[section].rows.map(\.title) == [bookCase.added.title])
      #expect(list.sections.filter { $0.id != list.sections[section].id } == before)
    case .none:
      #expect(list.sections == before)
    }
  }
}
