import Entities
import Testing

@testable import MVVMSwiftUI

/// New Contact's and Add Item's view models on stub stores, with no view:
/// what the case book does not already say.
@MainActor
@Suite("AddContactViewModel and AddItemViewModel")
struct FormViewModelTests {
  @Test("New Contact saves the trimmed names once and tells the list once")
  func contactSavedOnce() {
    let store = StubContactStore()
    var told: [Contact] = []
    let form = AddContactViewModel(store: store) { told.append($0) }
    form.firstName = " Ada\u{00A0}"
    form.lastName = "Lovelace\u{2003}"
    #expect(form.save())
    #expect(told == [Contact(id: 1, firstName: "Ada", lastName: "Lovelace")])
    #expect(store.contacts == told)
  }

  @Test("A save refused by storage tells the list nothing and can be tried again")
  func contactRetried() {
    let store = StubContactStore()
    store.saveError = .readOnly(path: "/x.sqlite")
    var told: [Contact] = []
    let form = AddContactViewModel(store: store) { told.append($0) }
    form.firstName = "Ada"
    form.lastName = "Lovelace"
    #expect(!form.save() && told.isEmpty)
    form.errorMessage = nil
    store.saveError = nil
    #expect(form.save() && told.count == 1 && form.errorMessage == nil)
  }

  @Test("Add Item trims the due date, checks the name first, and saves once")
  func itemSaved() {
    let store = StubTodoStore()
    var told: [TodoItem] = []
    let form = AddItemViewModel(today: Day("2024-05-15")!, store: store) { told.append($0) }
    form.dueDate = "tomorrow"
    #expect(!form.save() && form.errorMessage == "A to-do item must have a name")
    form.name = " Buy milk "
    form.dueDate = " 2024-05-16 "
    #expect(form.save())
    #expect(told == [TodoItem(id: 1, title: "Buy milk", dueDate: Day("2024-05-16")!)])
  }
}
