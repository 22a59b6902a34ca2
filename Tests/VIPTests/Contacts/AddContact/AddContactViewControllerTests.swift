import ScreenKit
import Testing

@testable import VIP

/// The add-contact view controller alone, with an interactor spy and a router spy.
@MainActor
@Suite("Add-contact view controller")
struct AddContactViewControllerTests {
  let interactor = AddContactBusinessLogicSpy()
  let router = AddContactRoutingLogicSpy()
  let sut = AddContactViewController()
  let driver: ScreenDriver

  init() {
    sut.interactor = interactor
    sut.router = router
    driver = ScreenDriver(root: NavigationController(rootViewController: sut))
  }

  @Test("Done sends the names exactly as typed")
  func doneSendsRequest() throws {
    try driver.fill("First name", with: "  Ada ")
    try driver.fill("Last name", with: "Love\tlace")
    try driver.tap("Done")
    #expect(interactor.saveRequests == [.init(firstName: "  Ada ", lastName: "Love\tlace")])
    #expect(router.routeCount == 0)
  }

  @Test("A saved contact routes back to the list; an error is shown and does not")
  func display() {
    sut.displaySavedContact(viewModel: .init(errorMessage: "Nope"))
    #expect(driver.snapshot.alert?.message == "Nope")
    #expect(router.routeCount == 0)
    sut.displaySavedContact(viewModel: .init(errorMessage: nil))
    #expect(router.routeCount == 1)
  }
}
