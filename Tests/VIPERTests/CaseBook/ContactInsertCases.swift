import CaseBook
import Entities
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) throws {
    let (interactor, output, dataManager) = contactListInteractor(bookCase.stored)
    let added = ContactSummary(
      Contact(
        id: Int64(bookCase.stored.count + 1), firstName: bookCase.added.first, lastName: bookCase.added.last))
    interactor.insertNewContact(added)
    guard case .found(let contacts) = output.events.first,
      case .inserted(let inserted, let index) = output.events.last
    else {
      Issue.record("the interactor did not find, then insert: \(output.events)")
      return
    }
    #expect(output.events.count == 2)
    #expect(inserted == added)
    #expect(index == bookCase.expectedRow)
    var rows = contacts.map(\.fullName)
    rows.insert(inserted.fullName, at: index)
    #expect(rows == bookCase.expectedRows)
    #expect(dataManager.readCount == 1)

    let (presenter, _) = contactListPresenter()
    presenter.addContactModuleDidSaveAddAction(added)
    presenter.insertedContact(inserted, at: index)
    #expect(
      log.calls == [
        "interactor.insertNewContact(\(added.id), \(added.fullName))",
        "view.insertContact(\(bookCase.added.fullName), at: \(bookCase.expectedRow))",
      ])
  }
}
