import CaseBook
import Testing

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) throws {
    let list = try ControllerOnWindow.contactList()
    try list.driver.tap("+")
    try list.driver.fill("First name", with: bookCase.typed.first)
    try list.driver.fill("Last name", with: bookCase.typed.last)
    switch bookCase.outcome {
    case .saved(let name):
      try list.driver.tap("Done")
      #expect(list.screen.alert == nil)
      #expect(list.screen.title == "Contacts")
      #expect(try list.storedContacts == [name])
      #expect(list.screen.rowTexts == [name.fullName])
    case .alert(let message):
      try list.driver.tap("Done")
      #expect(list.screen.alert == .error(message))
      try list.driver.tap("OK")
      #expect(list.screen.title == "New Contact")
      #expect(list.screen.fieldText("First name") == bookCase.typed.first)
      #expect(list.screen.fieldText("Last name") == bookCase.typed.last)
      #expect(try list.storedContacts.isEmpty)
    }
  }
}
