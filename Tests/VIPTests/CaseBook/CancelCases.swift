import CaseBook
import Entities
import Testing

@testable import VIP

extension CaseBookTests {
  /// `Cancel` is navigation only: the view controller hands it to its router
  /// without a request to its interactor, and the router passes nothing back.
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) throws {
    switch bookCase.form {
    case .contact(let name):
      let viewController = AddContactViewController()
      let (interactor, router) = (AddContactBusinessLogicSpy(), AddContactRoutingLogicSpy())
      (viewController.interactor, viewController.router) = (interactor, router)
      let driver = onWindow(viewController)
      try driver.fill("First name", with: name.first)
      try driver.fill("Last name", with: name.last)
      try driver.tap("Cancel")
      #expect(interactor.saveRequests.isEmpty)
      #expect(router.routeCount == 1)

      let list = ContactListInteractor(worker: ContactsWorkerSpy())
      var destination: any ContactListDataStore = list
      AddContactRouter().passDataToContactList(
        source: AddContactInteractor(worker: ContactsWorkerSpy()), destination: &destination)
      #expect(list.addedContact == nil)
    case .item(let name, let due):
      let viewController = AddItemViewController()
      let (interactor, router) = (AddItemBusinessLogicSpy(), AddItemRoutingLogicSpy())
      (viewController.interactor, viewController.router) = (interactor, router)
      let driver = onWindow(viewController)
      try driver.fill("Name", with: name)
      try driver.fill("Due date", with: due)
      try driver.tap("Cancel")
      #expect(interactor.saveRequests.isEmpty)
      #expect(router.routeCount == 1)

      let clock = FixedDayClock(.init(CaseBook.today)!)
      let list = UpcomingListInteractor(worker: TodosWorkerSpy(), clock: clock, firstWeekday: .sunday)
      var destination: any UpcomingListDataStore = list
      AddItemRouter().passDataToUpcomingList(
        source: AddItemInteractor(worker: TodosWorkerSpy(), clock: clock), destination: &destination)
      #expect(list.addedItem == nil)
    }
  }
}
