import ScreenKit
import Testing

@testable import VIP

/// The Upcoming list's view controller alone, with an interactor spy and a router spy.
@MainActor
@Suite("Upcoming list view controller")
struct UpcomingListViewControllerTests {
  let interactor = UpcomingListBusinessLogicSpy()
  let router = UpcomingListRoutingLogicSpy()
  let sut = UpcomingListViewController()

  init() {
    sut.interactor = interactor
    sut.router = router
  }

  @Test("The title is set before the view loads, so the tab is named")
  func titleBeforeLoad() {
    #expect(sut.title == "Upcoming")
    #expect(!sut.isViewLoaded)
  }

  @Test("Loading fetches once; appearing asks for an added item; + is routed")
  func requests() throws {
    let driver = ScreenDriver(root: NavigationController(rootViewController: sut))
    #expect(interactor.calls == ["fetchItems", "insertAddedItem"])
    try driver.tap("+")
    #expect(router.routeCount == 1)
  }

  @Test("Sections are drawn with their headers, rows and day labels")
  func display() {
    let driver = ScreenDriver(root: NavigationController(rootViewController: sut))
    sut.displayFetchedItems(
      viewModel: .init(displayedSections: [
        .init(title: "Today", items: [.init(title: "Milk", dayLabel: nil)]),
        .init(title: "Next Week", items: [.init(title: "Rent", dayLabel: "Monday")]),
      ]))
    #expect(driver.snapshot.sectionHeaders == ["Today", "Next Week"])
    #expect(driver.shows("Rent"))
    #expect(driver.shows("Monday"))
  }
}
