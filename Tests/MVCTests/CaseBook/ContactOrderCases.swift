import CaseBook
import Testing

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) throws {
    let list = try ControllerOnWindow.contactList(bookCase.stored)
    #expect(list.screen.rowTexts == bookCase.expectedRows)
  }
}
