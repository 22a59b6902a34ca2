import CaseBook
import Entities
import Testing

@testable import MVVMC

extension CaseBookTests {
  /// A flow case: the form saves, its coordinator closes it, and the tab's
  /// coordinator hands the item to the list, which inserts one row or section.
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) throws {
    let tab = try UpcomingTab(
      service: StubTodoService(items: stored(bookCase.stored)), clock: FixedDayClock(bookCase.today),
      firstWeekday: bookCase.firstWeekday)
    let changes = ObservedValues(tab.list) { $0.lastChange }
    let form = try tab.openForm()
    form.name = bookCase.added.title
    form.dueDate = bookCase.added.due.description
    form.saveTapped()
    #expect(form.errorAlert.message == nil)
    #expect(tab.flowEnded)
    #expect(tab.service.items.last?.title == bookCase.added.title)
    #expect(tab.list.shown == bookCase.expected)
    #expect(tab.service.requestedRanges.count == 1)
    switch bookCase.change {
    case .row(let section, let row):
      #expect(changes.values == [.reloaded, .inserted(row: row, section: section)])
    case .section(let section):
      #expect(changes.values == [.reloaded, .insertedSection(section)])
      #expect(tab.list.sections[section].rows.map(\.title) == [bookCase.added.title])
    case .none:
      #expect(changes.values == [.reloaded])
    }
  }
}
