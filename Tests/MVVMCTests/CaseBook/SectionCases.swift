import CaseBook
import Testing

@testable import MVVMC

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) {
    let viewModel = upcomingList(bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    #expect(viewModel.shown == bookCase.expected)
    #expect(viewModel.lastChange == .reloaded)
    #expect(viewModel.errorAlert.message == nil)
    if bookCase.expected.isEmpty { #expect(viewModel.emptyMessage == "No Upcoming Items") }
  }
}
