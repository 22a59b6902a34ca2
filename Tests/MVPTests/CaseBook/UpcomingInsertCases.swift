import CaseBook
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) throws {
    let (presenter, view, service) = upcomingList(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let form = try addItem(from: presenter, shownIn: view)
    form.presenter.didTapSave(name: bookCase.added.title, dueDate: bookCase.added.due.description)
    #expect(form.view.errors.isEmpty)
    #expect(form.view.closeCount == 1)
    #expect(service.saved.map(\.title) == [bookCase.added.title])
    #expect(view.shown == bookCase.expected)
    #expect(view.showCount == 1)
    #expect(service.requestedRanges.count == 1)
    switch bookCase.change {
    case .row(let section, let row):
      #expect(view.insertedRows.map { [$0.section, $0.row] } == [[section, row]])
      #expect(view.insertedSections.isEmpty)
    case .section(let section):
      #expect(view.insertedRows.isEmpty)
      #expect(view.insertedSections == [section])
      #expect(view.sections[section].rows.map(\.title) == [bookCase.added.title])
    case .none:
      #expect(view.insertedRows.isEmpty)
      #expect(view.insertedSections.isEmpty)
    }
  }
}
