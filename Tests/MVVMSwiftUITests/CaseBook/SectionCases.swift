import CaseBook
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) {
    let (viewModel, store) = upcomingList(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    #expect(viewModel.shown == bookCase.expected)
    #expect(viewModel.errorMessage == nil)
    #expect(store.requestedRanges.map(\.lowerBound) == [bookCase.today])
  }
}
