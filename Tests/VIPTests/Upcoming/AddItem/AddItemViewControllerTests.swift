import ScreenKit
import Testing

@testable import VIP

/// The add-item view controller alone, with an interactor spy and a router spy.
@MainActor
@Suite("Add-item view controller")
struct AddItemViewControllerTests {
  let interactor = AddItemBusinessLogicSpy()
  let router = AddItemRoutingLogicSpy()
  let sut = AddItemViewController()
  let driver: ScreenDriver

  init() {
    sut.interactor = interactor
    sut.router = router
    driver = ScreenDriver(root: NavigationController(rootViewController: sut))
  }

  @Test("Loading asks for the default due date once, and draws the one it is given")
  func defaultDueDate() {
    #expect(interactor.dueDateRequestCount == 1)
    sut.displayDefaultDueDate(viewModel: .init(dueDate: "2024-05-15"))
    #expect(driver.snapshot.fieldText("Due date") == "2024-05-15")
  }

  @Test("Save sends the fields exactly as typed")
  func saveSendsRequest() throws {
    try driver.fill("Name", with: " Milk ")
    try driver.fill("Due date", with: "tomorrow")
    try driver.tap("Save")
    #expect(interactor.saveRequests == [.init(name: " Milk ", dueDate: "tomorrow")])
  }

  @Test("A saved item routes back to the list; an error is shown and does not")
  func display() {
    sut.displaySavedItem(viewModel: .init(errorMessage: "Nope"))
    #expect(driver.snapshot.alert?.message == "Nope")
    #expect(router.routeCount == 0)
    sut.displaySavedItem(viewModel: .init(errorMessage: nil))
    #expect(router.routeCount == 1)
  }
}
