import Entities
import Storage
import TestSupport
import Testing

@testable import MVVM

/// The Add Item view model, tested with no UI: a stub service, a spy router and
/// a spy delegate.
@MainActor
@Suite("Add Item view model")
struct AddItemViewModelTests {
  let service = StubTodoService()
  let router = SpyClosingRouter()
  let delegate = SpyAddDelegate()

  func makeViewModel(_ name: String, due: String? = nil) -> AddItemViewModel {
    let viewModel = AddItemViewModel(
      today: .at("2024-05-15"), service: service, router: router, delegate: delegate)
    viewModel.name = name
    if let due { viewModel.dueDate = due }
    return viewModel
  }

  /// Expects nothing saved, the screen still open, and no one told.
  func expectNothingHappened() {
    #expect(service.items.isEmpty)
    #expect(router.closeCount == 0)
    #expect(delegate.addedItems.isEmpty)
  }

  @Test("The form starts with no name and today's date written YYYY-MM-DD")
  func initialState() {
    let viewModel = AddItemViewModel(
      today: .at("0987-01-02"), service: service, router: router, delegate: delegate)
    #expect(viewModel.title == "Add Item")
    #expect(viewModel.name.isEmpty)
    #expect(viewModel.dueDate == "0987-01-02")
    #expect(viewModel.errorAlert.message == nil)
  }

  @Test("Save with a valid item stores it, closes the screen and tells the delegate")
  func saveStores() {
    let viewModel = makeViewModel("Buy milk", due: "2024-05-16")
    viewModel.saveTapped()
    #expect(service.items.map(\.title) == ["Buy milk"])
    #expect(service.items.map(\.dueDate) == [.at("2024-05-16")])
    #expect(router.closeCount == 1)
    #expect(delegate.addedItems == service.items)
  }

  @Test("An item keeps the pre-filled due date when it is not changed")
  func defaultDueDate() {
    makeViewModel("Buy milk").saveTapped()
    #expect(service.items.map(\.dueDate) == [.at("2024-05-15")])
  }

  @Test("Items out of the Upcoming range are saved too")
  func outOfRangeSaved() {
    makeViewModel("Renew passport", due: "2024-08-01").saveTapped()
    makeViewModel("Old", due: "2020-01-01").saveTapped()
    #expect(service.items.map(\.dueDate) == [.at("2024-08-01"), .at("2020-01-01")])
  }

  @Test("The screen is closed before the delegate hears of the item")
  func closesBeforeTellingDelegate() {
    let log = EventLog()
    let delegate = SpyAddDelegate(log: log)
    let viewModel = AddItemViewModel(
      today: .at("2024-05-15"), service: service, router: SpyClosingRouter(log: log), delegate: delegate)
    viewModel.name = "Buy milk"
    viewModel.saveTapped()
    #expect(log.events == ["close", "didAdd"])
  }

  @Test(
    "The name and the due date are trimmed of white space before they are checked and stored",
    arguments: [
      ("  Buy milk ", " 2024-05-21 ", "Buy milk"),
      ("\tBuy\u{00A0}milk\n", "\n2024-05-21\t", "Buy\u{00A0}milk"),
      ("\u{3000}Buy milk\u{2029}", "2024-05-21\u{00A0}", "Buy milk"),
    ])
  func trimming(name: String, due: String, storedTitle: String) {
    makeViewModel(name, due: due).saveTapped()
    #expect(service.items.map(\.title) == [storedTitle])
    #expect(service.items.map(\.dueDate) == [.at("2024-05-21")])
  }

  @Test(
    "Each broken rule shows its own message, and the first rule broken wins",
    arguments: [
      ("", "2024-05-15", "A to-do item must have a name"),
      (" \t\n ", "2024-05-15", "A to-do item must have a name"),
      ("\u{00A0}", "2024-05-15", "A to-do item must have a name"),
      ("", "not a date", "A to-do item must have a name"),
      (String(repeating: "x", count: 201), "2024-05-15", "Name must have at most 200 characters"),
      (String(repeating: "👍🏽", count: 201), "2024-05-15", "Name must have at most 200 characters"),
      ("Line\nbreak", "2024-05-15", "Name must not contain line breaks, tabs or other control characters"),
      ("Tab\there", "2024-05-15", "Name must not contain line breaks, tabs or other control characters"),
      ("Bell\u{7}", "2024-05-15", "Name must not contain line breaks, tabs or other control characters"),
      ("Next\u{85}line", "2024-05-15", "Name must not contain line breaks, tabs or other control characters"),
      (
        "Line\u{2028}separator", "2024-05-15",
        "Name must not contain line breaks, tabs or other control characters"
      ),
      (
        "Para\u{2029}graph", "2024-05-15",
        "Name must not contain line breaks, tabs or other control characters"
      ),
      (String(repeating: "x", count: 200) + "\ty", "2024-05-15", "Name must have at most 200 characters"),
      (String(repeating: "x", count: 201), "tomorrow", "Name must have at most 200 characters"),
      ("Tab\there", "tomorrow", "Name must not contain line breaks, tabs or other control characters"),
      ("Milk", "2023-02-30", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "2023-02-29", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "2024-13-01", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "0000-01-01", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "tomorrow", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "   ", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "2024-5-16", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "2024-05-16T10:00", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "16/05/2024", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "２０２４-05-16", "Due date must be a day written as YYYY-MM-DD"),
    ])
  func brokenRules(name: String, due: String, message: String) {
    let viewModel = makeViewModel(name, due: due)
    viewModel.saveTapped()
    #expect(viewModel.errorAlert.message == message)
    #expect(viewModel.name == name, "the form keeps what was typed")
    #expect(viewModel.dueDate == due)
    expectNothingHappened()
  }

  @Test(
    "A title of 200 characters is accepted, however many scalars they take",
    arguments: [
      String(repeating: "x", count: 200), String(repeating: "👍🏽", count: 199) + "é",
      String(repeating: "a\u{301}", count: 200), String(repeating: "🇯🇵", count: 200),
    ])
  func twoHundredCharactersAccepted(title: String) {
    makeViewModel(" " + title + "\n").saveTapped()
    #expect(service.items.map(\.title) == [title])
  }

  @Test(
    "Real days of years 0001 to 9999 are accepted, leap days included",
    arguments: ["0001-01-01", "2024-02-29", "2000-02-29", "9999-12-31"])
  func realDaysAccepted(due: String) {
    makeViewModel("Milk", due: due).saveTapped()
    #expect(service.items.map(\.dueDate) == [.at(due)])
  }

  @Test(
    "Format characters, emoji, right-to-left text and quotes are accepted and stored as typed",
    arguments: ["👩‍💻 deploy", "\u{200F}שלום", "Call \"Bob\"", "x'; DROP TABLE item;--", "مريم"])
  func otherUnicodeAccepted(title: String) {
    makeViewModel(title).saveTapped()
    #expect(service.items.map(\.title) == [title])
  }

  @Test("Cancel closes the screen and saves nothing, even with a valid item typed")
  func cancel() {
    makeViewModel("Buy milk", due: "2024-05-16").cancelTapped()
    #expect(router.closeCount == 1)
    #expect(service.items.isEmpty)
    #expect(delegate.addedItems.isEmpty)
  }

  @Test("A failed save shows the storage error's message, keeps the screen open and tells no one")
  func failedSave() {
    let error = StorageError.readOnly(path: "/tmp/todo.sqlite")
    service.saveError = error
    let viewModel = makeViewModel("Buy milk")
    viewModel.saveTapped()
    #expect(viewModel.errorAlert.message == error.description)
    expectNothingHappened()
  }
}
