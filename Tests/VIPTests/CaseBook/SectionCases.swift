import CaseBook
import Testing

@testable import VIP

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) throws {
    let (_, presenterSpy, worker) = upcomingListInteractor(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let response = try #require(presenterSpy.fetchedResponses.last)
    #expect(presenterSpy.fetchedResponses.count == 1)
    #expect(
      response.groups.flatMap { $0.items.map(\.title) } == bookCase.expected.flatMap { $0.rows.map(\.title) })
    #expect(worker.fetchedRanges.count == 1)

    let (presenter, display) = upcomingListPresenter()
    presenter.presentFetchedItems(response: response)
    let viewModel = try #require(display.fetchedViewModels.first)
    #expect(viewModel.displayedSections.map(\.expected) == bookCase.expected)
    #expect(viewModel.errorMessage == nil)
  }
}
