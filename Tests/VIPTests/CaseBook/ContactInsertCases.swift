import CaseBook
import Entities
import Testing

@testable import VIP

extension CaseBookTests {
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) throws {
    let (interactor, presenterSpy, worker) = contactListInteractor(bookCase.stored)
    let added = Contact(
      id: Int64(bookCase.stored.count + 1), firstName: bookCase.added.first, lastName: bookCase.added.last)
    interactor.addedContact = added
    interactor.insertAddedContact(request: .init())
    #expect(presenterSpy.insertedResponses == [.init(contact: added, index: bookCase.expectedRow)])
    #expect(interactor.addedContact == nil)
    #expect(worker.fetchCount == 1)

    let (presenter, display) = contactListPresenter()
    presenter.presentFetchedContacts(response: try #require(presenterSpy.fetchedResponses.first))
    presenter.presentInsertedContact(response: try #require(presenterSpy.insertedResponses.first))
    let inserted = try #require(display.insertedViewModels.first)
    #expect(
      inserted == .init(displayedContact: .init(name: bookCase.added.fullName), row: bookCase.expectedRow))

    let viewController = ContactListViewController()
    let driver = onWindow(viewController)
    viewController.displayFetchedContacts(viewModel: try #require(display.fetchedViewModels.first))
    let table = try #require(driver.tableViews.first)
    let reloads = table.reloadCount
    viewController.displayInsertedContact(viewModel: inserted)
    #expect(driver.snapshot.rowTexts == bookCase.expectedRows)
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }
}
