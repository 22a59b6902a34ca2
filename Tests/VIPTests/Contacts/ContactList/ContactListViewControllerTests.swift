import Entities
import ScreenKit
import Testing

@testable import VIP

/// The contact list's view controller alone, with an interactor spy and a router spy.
@MainActor
@Suite("Contact list view controller")
struct ContactListViewControllerTests {
  let interactor = ContactListBusinessLogicSpy()
  let router = ContactListRoutingLogicSpy()
  let sut = ContactListViewController()

  init() {
    sut.interactor = interactor
    sut.router = router
  }

  @Test("The title is set before the view loads, so the tab is named")
  func titleBeforeLoad() {
    #expect(sut.title == "Contacts")
    #expect(!sut.isViewLoaded)
    #expect(interactor.calls.isEmpty)
  }

  @Test("Loading fetches once; appearing asks for an added contact; + is routed")
  func requests() throws {
    let driver = ScreenDriver(root: NavigationController(rootViewController: sut))
    #expect(interactor.calls == ["fetchContacts", "insertAddedContact"])
    try driver.tap("+")
    #expect(router.routeCount == 1)
    #expect(interactor.calls.count == 2)
  }

  @Test("Fetched contacts are drawn in the order given, replacing what was shown")
  func display() {
    let driver = ScreenDriver(root: NavigationController(rootViewController: sut))
    sut.displayFetchedContacts(viewModel: .init(displayedContacts: [.init(name: "B"), .init(name: "A")]))
    sut.displayFetchedContacts(viewModel: .init(displayedContacts: [.init(name: "Zoé Martin")]))
    #expect(driver.snapshot.rowTexts == ["Zoé Martin"])
    #expect(driver.snapshot.alert == nil)
  }

  @Test("An error is drawn as an alert titled Error with one OK button")
  func errorAlert() throws {
    let driver = ScreenDriver(root: NavigationController(rootViewController: sut))
    sut.displayFetchedContacts(viewModel: .init(displayedContacts: [], errorMessage: "db.sqlite is damaged"))
    #expect(driver.snapshot.alert == .init(title: "Error", message: "db.sqlite is damaged", actions: ["OK"]))
    try driver.tap("OK")
    #expect(driver.snapshot.alert == nil)
    #expect(driver.snapshot.emptyMessage == "No Contacts")
  }
}
