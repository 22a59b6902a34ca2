import CaseBook
import Testing

@testable import MVVMC

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) {
    let viewModel = contactList(bookCase.stored)
    #expect(viewModel.rows.map(\.fullName) == bookCase.expectedRows)
    #expect(viewModel.lastChange == .reloaded)
    #expect(viewModel.errorAlert.message == nil)
    #expect(listDelegate.newContactRequests == 0)
  }
}
