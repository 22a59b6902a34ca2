import CaseBook
import Testing

extension CaseBookTests {
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) throws {
    let list: ControllerOnWindow
    switch bookCase.form {
    case .contact(let name):
      list = try ControllerOnWindow.contactList()
      try list.driver.tap("+")
      try list.driver.fill("First name", with: name.first)
      try list.driver.fill("Last name", with: name.last)
      try list.driver.tap("Cancel")
      #expect(list.screen.title == "Contacts")
      #expect(try list.storedContacts.isEmpty)
    case .item(let name, let due):
      list = try ControllerOnWindow.upcomingList()
      try list.driver.tap("+")
      try list.driver.fill("Name", with: name)
      try list.driver.fill("Due date", with: due)
      try list.driver.tap("Cancel")
      #expect(list.screen.title == "Upcoming")
      #expect(try list.storedItems.isEmpty)
    }
    #expect(list.controller.presentedViewController == nil)
    #expect(list.screen.alert == nil)
    #expect(list.screen.emptyMessage != nil)
  }
}
