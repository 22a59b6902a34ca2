import CaseBook
import Entities
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) throws {
    let store = FailingStore(bookCase)
    let message = bookCase.expectedMessage
    switch bookCase.operation {
    case .loadContacts:
      let error = try dataManagerError { () throws(DataManagerError) in
        _ = try ContactListDataManager(store: store).allContacts()
      }
      #expect(error == .readFailed(message: message))
      let (_, output, _) = contactListInteractor([], failing: error)
      #expect(output.events == [.failed(message)])
      let (presenter, _) = contactListPresenter()
      presenter.failedToFindContacts(message: message)
      #expect(log.calls == ["view.showNoContentMessage()", "view.showErrorMessage(\(message))"])
    case .loadItems:
      let error = try dataManagerError { () throws(DataManagerError) in
        _ = try UpcomingListDataManager(store: store).todoItems(
          from: .init(CaseBook.today)!, through: .init(CaseBook.today)!)
      }
      #expect(error == .readFailed(message: message))
      let (_, output, _) = upcomingListInteractor([], today: .init(CaseBook.today)!, failing: error)
      #expect(output.events == [.failed(message)])
      let (presenter, view) = upcomingListPresenter()
      presenter.failedToFindUpcomingItems(message: message)
      #expect(log.calls == ["view.showNoContentMessage()", "view.showErrorMessage(\(message))"])
      #expect(view.shown == [])
    case .saveContact(let name):
      let error = try dataManagerError { () throws(DataManagerError) in
        _ = try AddContactDataManager(store: store).addContact(firstName: name.first, lastName: name.last)
      }
      #expect(error == .saveFailed(message: message))
      let dataManager = AddContactDataManagerSpy()
      dataManager.error = error
      let interactor = AddContactInteractor(dataManager: dataManager)
      let output = AddContactInteractorOutputSpy()
      interactor.output = output
      interactor.saveNewContact(firstName: name.first, lastName: name.last)
      #expect(output.events == [.failed(message)])
      let (presenter, _, _) = addContactPresenter()
      presenter.failedToSaveNewContact(message: message)
      #expect(log.calls == ["view.showErrorMessage(\(message))"])
    case .saveItem(let name, let due):
      let error = try dataManagerError { () throws(DataManagerError) in
        _ = try AddItemDataManager(store: store).addItem(title: name, dueDate: .init(due)!)
      }
      #expect(error == .saveFailed(message: message))
      let dataManager = AddItemDataManagerSpy()
      dataManager.error = error
      let interactor = AddItemInteractor(
        dataManager: dataManager, clock: FixedDayClock(.init(CaseBook.today)!))
      let output = AddItemInteractorOutputSpy()
      interactor.output = output
      interactor.saveNewItem(name: name, dueDate: due)
      #expect(output.events == [.failed(message)])
      #expect(dataManager.saved.isEmpty)
      let (presenter, _, _) = addItemPresenter()
      presenter.failedToSaveNewItem(message: message)
      #expect(log.calls == ["view.showErrorMessage(\(message))"])
    }
  }
}
