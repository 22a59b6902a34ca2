import CaseBook
import ScreenKit
import Testing

extension CaseBookTests {
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) throws {
    let failing = FailingStore(bookCase)
    let alert = ScreenSnapshot.Alert.error(bookCase.expectedMessage)
    switch bookCase.operation {
    case .loadContacts, .loadItems:
      let list =
        bookCase.operation == .loadContacts
        ? try ControllerOnWindow.contactList(store: failing)
        : try ControllerOnWindow.upcomingList(store: failing)
      #expect(list.screen.alert == alert)
      try list.driver.tap("OK")
      #expect(list.screen.rowTexts.isEmpty)
    case .saveContact(let name):
      let list = try ControllerOnWindow.contactList(store: failing)
      try list.addContact(name)
      #expect(list.screen.alert == alert)
      try list.driver.tap("OK")
      #expect(list.screen.title == "New Contact")
      #expect(list.screen.fieldText("First name") == name.first)
      #expect(list.screen.fieldText("Last name") == name.last)
      try list.driver.tap("Cancel")
      #expect(list.screen.rowTexts.isEmpty)
    case .saveItem(let name, let due):
      let list = try ControllerOnWindow.upcomingList(store: failing)
      try list.addItem(name: name, due: due)
      #expect(list.screen.alert == alert)
      try list.driver.tap("OK")
      #expect(list.screen.title == "Add Item")
      #expect(list.screen.fieldText("Name") == name)
      #expect(list.screen.fieldText("Due date") == due)
      try list.driver.tap("Cancel")
      #expect(list.screen.rowTexts.isEmpty)
    }
  }
}
