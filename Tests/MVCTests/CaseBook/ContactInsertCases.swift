import CaseBook
import Testing

extension CaseBookTests {
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) throws {
    let list = try ControllerOnWindow.contactList(bookCase.stored)
    let table = try #require(list.table)
    let reloads = table.reloadCount
    try list.addContact(bookCase.added)
    #expect(list.screen.rowTexts == bookCase.expectedRows)
    #expect(list.screen.rowTexts[bookCase.expectedRow] == bookCase.added.fullName)
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }
}
