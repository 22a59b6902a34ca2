import CaseBook
import Testing

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) throws {
    let list = try ControllerOnWindow.upcomingList(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    #expect(list.sections == bookCase.expected)
    #expect(list.screen.emptyMessage == (bookCase.expected.isEmpty ? "No Upcoming Items" : nil))
  }
}
