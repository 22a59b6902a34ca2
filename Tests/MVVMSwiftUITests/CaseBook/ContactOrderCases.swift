import CaseBook
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) {
    let (viewModel, _) = contactList(bookCase.stored)
    #expect(viewModel.rows.map(\.fullName) == bookCase.expectedRows)
    #expect(viewModel.errorMessage == nil)
  }
}
