import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  /// The rules are the draft's and the agenda's; the pre-filled day, the alert,
  /// and the form kept as typed are the form's, checked on the screen.
  @Test("Save on Add Item saves or refuses", arguments: CaseBook.itemInput)
  func itemInput(_ bookCase: ItemInputCase) throws {
    let store = try Seed.store()
    let agenda = try agenda(today: bookCase.today, store: store)
    var draft = ItemDraft(today: agenda.today)
    #expect(draft.dueDate == bookCase.today.description)
    draft.name = bookCase.name
    if let due = bookCase.due { draft.dueDate = due }
    let stored = { try store.items(dueFrom: .at("0001-01-01"), through: .at("9999-12-31")) }
    switch bookCase.outcome {
    case .saved(let title, let due):
      try agenda.add(draft)
      #expect(try stored().map(\.title) == [title])
      #expect(try stored().map(\.dueDate) == [due])
    case .alert(let message):
      #expect(throws: AlertMessage(message)) { try agenda.add(draft) }
      #expect(try stored().isEmpty)
      #expect(agenda.groups.isEmpty)
      let app = try AppOnWindow.upcoming(today: bookCase.today)
      try app.addItem(name: bookCase.name, due: bookCase.due)
      #expect(app.screen.alert == .error(message))
      try app.driver.tap("OK")
      #expect(app.screen.title == "Add Item")
      #expect(app.screen.fieldText("Name") == bookCase.name)
      #expect(app.screen.fieldText("Due date") == bookCase.due ?? bookCase.today.description)
      #expect(try app.storedItems.isEmpty)
    }
  }
}
