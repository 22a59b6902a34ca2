import CaseBook
import Testing

extension CaseBookTests {
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) throws {
    let list = try ControllerOnWindow.upcomingList(today: bookCase.today)
    try list.addItem(name: bookCase.name, due: bookCase.due)
    switch bookCase.outcome {
    case .saved(let title, let due):
      #expect(list.screen.alert == nil)
      #expect(list.screen.title == "Upcoming")
      #expect(try list.storedItems.map(\.title) == [title])
      #expect(try list.storedItems.map(\.dueDate) == [due])
    case .alert(let message):
      #expect(list.screen.alert == .error(message))
      try list.driver.tap("OK")
      #expect(list.screen.title == "Add Item")
      #expect(list.screen.fieldText("Name") == bookCase.name)
      #expect(list.screen.fieldText("Due date") == bookCase.due ?? bookCase.today.description)
      #expect(try list.storedItems.isEmpty)
    }
  }
}
