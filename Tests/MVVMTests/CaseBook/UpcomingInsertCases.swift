import CaseBook
import Testing

@testable import MVVM

extension CaseBookTests {
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) throws {
    let (list, service) = upcomingList(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let changes = ObservedValues(list) { $0.lastChange }
    let form = try addItem(from: list, service: service)
    form.name = bookCase.added.title
    form.dueDate = bookCase.added.due.description
    form.saveTapped()
    #expect(form.errorAlert.message == nil)
    #expect(closingRouter.closeCount == 1)
    #expect(service.items.last?.title == bookCase.added.title)
    #expect(list.shown == bookCase.expected)
    #expect(service.requestedRanges.count == 1)
    switch bookCase.change {
    case .row(let section, let row):
      #expect(changes.values == [.reloaded, .inserted(row: row, section: section)])
    case .section(let section):
      #expect(changes.values == [.reloaded, .insertedSection(section)])
      #expect(list.sections[section].rows.map(\.title) == [bookCase.added.title])
    case .none:
      #expect(changes.values == [.reloaded])
    }
  }
}
