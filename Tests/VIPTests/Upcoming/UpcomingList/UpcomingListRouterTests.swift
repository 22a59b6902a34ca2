import CaseBook
import Entities
import ScreenKit
import TestSupport
import Testing

@testable import VIP

/// The Upcoming-list and add-item routers: routing, and passing the saved item
/// from one data store to the other, on scenes the configurators build.
@MainActor
@Suite("Upcoming routers")
struct UpcomingListRouterTests {
  let list = UpcomingListConfigurator.makeScene(
    worker: TodosWorkerSpy(), clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
  let driver: ScreenDriver

  init() {
    driver = ScreenDriver(root: NavigationController(rootViewController: list))
  }

  @Test("+ presents Add Item in its own navigation controller, set to return to this list")
  func routeToAddItem() throws {
    list.router?.routeToAddItem()
    let presented = try #require(list.presentedViewController as? NavigationController)
    let form = try #require(presented.topViewController as? AddItemViewController)
    let router = try #require(form.router as? AddItemRouter)
    #expect(router.upcomingListViewController === list)
    #expect(router.dataStore === form.interactor)
  }

  @Test("Back from Add Item, the saved item is passed to the list's data store")
  func passData() {
    let worker = TodosWorkerSpy()
    let clock = FixedDayClock(.at("2024-05-15"))
    let interactor = AddItemInteractor(worker: worker, clock: clock)
    interactor.saveItem(request: .init(name: "Milk", dueDate: "2024-05-16"))
    let listInteractor = UpcomingListInteractor(worker: worker, clock: clock, firstWeekday: .sunday)
    var destination: any UpcomingListDataStore = listInteractor
    AddItemRouter().passDataToUpcomingList(source: interactor, destination: &destination)
    #expect(listInteractor.addedItem == TodoItem(id: 1, title: "Milk", dueDate: .at("2024-05-16")))
  }

  @Test("Save routes back: the list shows the new section, inserted, and the form is gone")
  func saveRoutesBack() throws {
    try driver.tap("+")
    try driver.fill("Name", with: "Milk")
    try driver.tap("Save")
    #expect(list.presentedViewController == nil)
    #expect(driver.snapshot.sectionHeaders == ["Today"])
    #expect(driver.snapshot.rowTexts == ["Milk"])
    #expect(try #require(driver.tableViews.first).reloadCount == 1)
  }
}
