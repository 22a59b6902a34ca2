import CaseBook
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) throws {
    let (_, output, dataManager) = upcomingListInteractor(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let items = try #require(output.lastFound)
    #expect(output.events.count == 1)
    #expect(items.map(\.title) == bookCase.expected.flatMap { $0.rows.map(\.title) })
    #expect(dataManager.requests.count == 1)

    let (presenter, view) = upcomingListPresenter()
    presenter.updateView()
    presenter.foundUpcomingItems(items)
    #expect(view.shown == bookCase.expected)
    #expect(log.calls.first == "interactor.findUpcomingItems()")
    #expect(log.calls.count == 2)
    if bookCase.expected.isEmpty { #expect(log.calls.last == "view.showNoContentMessage()") }
  }
}
