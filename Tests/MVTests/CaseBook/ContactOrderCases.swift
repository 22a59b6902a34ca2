import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) throws {
    let book = try contactBook(bookCase.stored)
    #expect(book.contacts.map(\.fullName) == bookCase.expectedRows)
  }
}
