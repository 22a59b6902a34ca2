import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) throws {
    let agenda = try agenda(bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    #expect(agenda.shown == bookCase.expected)
  }
}
