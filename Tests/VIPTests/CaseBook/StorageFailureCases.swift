import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import VIP

extension CaseBookTests {
  /// The workers on a failing store hand storage's error to the interactor
  /// untouched; the presenter words it; the view controller shows it over
  /// an empty list, or over the form, which keeps what was typed.
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) throws {
    let store = FailingStore(bookCase)
    let message = bookCase.expectedMessage
    let alert = ScreenAlert(title: "Error", message: message, actions: ["OK"])
    switch bookCase.operation {
    case .loadContacts:
      let interactor = ContactListInteractor(worker: ContactsWorker(store: store))
      let presenterSpy = ContactListPresentationLogicSpy()
      interactor.presenter = presenterSpy
      interactor.fetchContacts(request: .init())
      #expect(presenterSpy.fetchedResponses == [.init(contacts: [], error: bookCase.error)])
      let (presenter, display) = contactListPresenter()
      presenter.presentFetchedContacts(response: try #require(presenterSpy.fetchedResponses.first))
      let viewModel = try #require(display.fetchedViewModels.first)
      #expect(viewModel == .init(displayedContacts: [], errorMessage: message))
      let viewController = ContactListViewController()
      let driver = onWindow(viewController)
      viewController.displayFetchedContacts(viewModel: viewModel)
      #expect(driver.snapshot.alert == alert)
      #expect(driver.snapshot.rowTexts.isEmpty)
    case .loadItems:
      let clock = FixedDayClock(.init(CaseBook.today)!)
      let interactor = UpcomingListInteractor(
        worker: TodosWorker(store: store), clock: clock, firstWeekday: .sunday)
      let presenterSpy = UpcomingListPresentationLogicSpy()
      interactor.presenter = presenterSpy
      interactor.fetchItems(request: .init())
      #expect(presenterSpy.fetchedResponses == [.init(groups: [], error: bookCase.error)])
      let (presenter, display) = upcomingListPresenter()
      presenter.presentFetchedItems(response: try #require(presenterSpy.fetchedResponses.first))
      let viewModel = try #require(display.fetchedViewModels.first)
      #expect(viewModel == .init(displayedSections: [], errorMessage: message))
      let viewController = UpcomingListViewController()
      let driver = onWindow(viewController)
      viewController.displayFetchedItems(viewModel: viewModel)
      #expect(driver.snapshot.alert == alert)
      #expect(driver.snapshot.rowTexts.isEmpty)
    case .saveContact(let name):
      let interactor = AddContactInteractor(worker: ContactsWorker(store: store))
      let presenterSpy = AddContactPresentationLogicSpy()
      interactor.presenter = presenterSpy
      interactor.saveContact(request: .init(firstName: name.first, lastName: name.last))
      #expect(presenterSpy.savedResponses == [.init(outcome: .failed(bookCase.error))])
      #expect(interactor.savedContact == nil)
      let (presenter, display) = addContactPresenter()
      presenter.presentSavedContact(response: try #require(presenterSpy.savedResponses.first))
      let viewModel = try #require(display.savedViewModels.first)
      #expect(viewModel == .init(errorMessage: message))
      let viewController = AddContactViewController()
      let router = AddContactRoutingLogicSpy()
      viewController.router = router
      let driver = onWindow(viewController)
      try driver.fill("First name", with: name.first)
      viewController.displaySavedContact(viewModel: viewModel)
      #expect(driver.snapshot.alert == alert)
      #expect(driver.snapshot.fieldText("First name") == name.first)
      #expect(router.routeCount == 0)
    case .saveItem(let name, let due):
      let clock = FixedDayClock(.init(CaseBook.today)!)
      let interactor = AddItemInteractor(worker: TodosWorker(store: store), clock: clock)
      let presenterSpy = AddItemPresentationLogicSpy()
      interactor.presenter = presenterSpy
      interactor.saveItem(request: .init(name: name, dueDate: due))
      #expect(presenterSpy.savedResponses == [.init(outcome: .failed(bookCase.error))])
      #expect(interactor.savedItem == nil)
      let (presenter, display) = addItemPresenter()
      presenter.presentSavedItem(response: try #require(presenterSpy.savedResponses.first))
      let viewModel = try #require(display.savedViewModels.first)
      #expect(viewModel == .init(errorMessage: message))
      let viewController = AddItemViewController()
      let router = AddItemRoutingLogicSpy()
      viewController.router = router
      let driver = onWindow(viewController)
      try driver.fill("Name", with: name)
      viewController.displaySavedItem(viewModel: viewModel)
      #expect(driver.snapshot.alert == alert)
      #expect(driver.snapshot.fieldText("Name") == name)
      #expect(router.routeCount == 0)
    }
  }
}

/// An alert as a snapshot shows it.
typealias ScreenAlert = ScreenKit.ScreenSnapshot.Alert
