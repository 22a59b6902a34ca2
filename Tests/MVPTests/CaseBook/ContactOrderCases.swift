import CaseBook
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) {
    let (_, view, service) = contactList(bookCase.stored)
    #expect(view.names == bookCase.expectedRows)
    #expect(view.showCount == 1)
    #expect(view.errors.isEmpty)
    #expect(service.loadCount == 1)
  }
}
