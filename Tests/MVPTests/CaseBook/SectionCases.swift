import CaseBook
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) {
    let (_, view, _) = upcomingList(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    #expect(view.shown == bookCase.expected)
    #expect(view.showCount == 1)
    #expect(view.errors.isEmpty)
  }
}
