import Entities
import Storage
import TestSupport
import Testing

@testable import MVP

/// The add-item presenter against a fake view, a stub service and a delegate spy.
@MainActor
@Suite("Add item presenter")
struct AddItemPresenterTests {
  let today = Day.at("2026-12-31")
  let service = StubTodoService()
  let view = FakeAddItemView()
  let delegate = AddItemDelegateSpy()
  let presenter: AddItemPresenter

  init() {
    presenter = AddItemPresenter(service: service, today: today)
    presenter.view = view
    presenter.delegate = delegate
  }

  /// Taps Save with these texts and returns the last error shown, or `nil` if none was.
  private func save(_ name: String, _ dueDate: String) -> String? {
    presenter.didTapSave(name: name, dueDate: dueDate)
    return view.errors.last
  }

  @Test("Loading pre-fills the due date with today as YYYY-MM-DD")
  func prefillsToday() {
    presenter.viewDidLoad()
    #expect(view.dueDates == ["2026-12-31"])
  }

  @Test("A valid item is trimmed and saved, the screen closes and the delegate hears of the item")
  func validItem() throws {
    #expect(save("  Buy milk \n", " 2027-01-05\t") == nil)
    #expect(service.saved.map(\.title) == ["Buy milk"])
    #expect(service.saved.map(\.dueDate) == [Day.at("2027-01-05")])
    #expect(view.closeCount == 1)
    let item = try #require(delegate.added.first)
    #expect(item == service.saved.first)
  }

  @Test(
    "An item may be due on any real day, in the past or far ahead",
    arguments: ["2020-01-01", "2024-02-29", "9999-12-31", "0001-01-01"])
  func anyRealDay(text: String) {
    #expect(save("Item", text) == nil)
    #expect(service.saved.map(\.dueDate) == [Day.at(text)])
  }

  @Test(
    "An empty name shows the name message and saves nothing",
    arguments: ["", " ", "\t\n", "\u{00A0}", "\u{2029}"])
  func emptyName(name: String) {
    #expect(save(name, "2027-01-01") == "A to-do item must have a name")
    #expect(service.saved.isEmpty)
    #expect(view.closeCount == 0)
    #expect(delegate.added.isEmpty)
  }

  @Test(
    "A due date that is not a real day written YYYY-MM-DD shows the due-date message",
    arguments: [
      "", "   ", "tomorrow", "2023-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2023-2-3",
      "2024/05/15", "20240515", "0000-01-01", "10000-01-01", "2024-05-15T00:00", "２０２４-０５-１５",
      "2024-05-1\u{0301}5",
    ])
  func badDueDate(dueDate: String) {
    #expect(save("Buy milk", dueDate) == "Due date must be a day written as YYYY-MM-DD")
    #expect(service.saved.isEmpty)
    #expect(view.closeCount == 0)
  }

  @Test(
    "A title of 200 characters is accepted and one of 201 refused, counted in grapheme clusters",
    arguments: ["a", "e\u{0301}", "🇫🇷", "👩‍👩‍👧‍👦"])
  func titleLimit(character: String) {
    let longest = String(repeating: character, count: 200)
    #expect(save(longest + character, "2027-01-01") == "Name must have at most 200 characters")
    #expect(service.saved.isEmpty)
    presenter.didTapSave(name: " " + longest + " ", dueDate: "2027-01-01")
    #expect(view.errors.count == 1)
    #expect(service.saved.map(\.title) == [longest])
  }

  @Test(
    "Line breaks, tabs and other control characters inside a name are refused",
    arguments: ["\t", "\n", "\r\n", "\u{0}", "\u{1F}", "\u{85}", "\u{2028}", "\u{2029}"])
  func controlCharacters(control: String) {
    #expect(
      save("Buy" + control + "milk", "2027-01-01")
        == "Name must not contain line breaks, tabs or other control characters")
    #expect(service.saved.isEmpty)
  }

  @Test(
    "The first broken rule gives the message: empty name, too long, control character, then due date",
    arguments: [
      ("", "tomorrow", "A to-do item must have a name"),
      (String(repeating: "a", count: 200) + "\t!", "tomorrow", "Name must have at most 200 characters"),
      ("a\tb", "tomorrow", "Name must not contain line breaks, tabs or other control characters"),
      ("Buy milk", "tomorrow", "Due date must be a day written as YYYY-MM-DD"),
    ])
  func checkOrder(name: String, dueDate: String, message: String) {
    #expect(save(name, dueDate) == message)
    #expect(view.errors.count == 1)
  }

  @Test(
    "Emoji, right-to-left text, quotes and SQL are saved exactly as typed",
    arguments: ["🎉 Party", "שָׁלוֹם\u{200F}", "'; DROP TABLE todoItem;--", "\"quoted\""])
  func exactUnicode(name: String) {
    #expect(save(name, "2027-01-01") == nil)
    #expect(service.saved.map(\.title) == [name])
  }

  @Test("Cancel closes the screen and saves nothing")
  func cancel() {
    presenter.didTapCancel()
    #expect(view.closeCount == 1)
    #expect(service.saved.isEmpty)
    #expect(delegate.added.isEmpty)
  }

  @Test("A storage error while saving shows its own message and keeps the screen open")
  func savingError() {
    service.saveError = .busy(path: "/data/archlab.sqlite")
    #expect(save("Buy milk", "2027-01-01") == StorageError.busy(path: "/data/archlab.sqlite").description)
    #expect(view.closeCount == 0)
    #expect(delegate.added.isEmpty)
  }

  @Test("The presenter keeps neither its view nor its delegate alive")
  func weakReferences() {
    let presenter = AddItemPresenter(service: service, today: today)
    weak var weakView: FakeAddItemView?
    weak var weakDelegate: AddItemDelegateSpy?
    do {
      let view = FakeAddItemView()
      let delegate = AddItemDelegateSpy()
      weakView = view
      weakDelegate = delegate
      presenter.view = view
      presenter.delegate = delegate
    }
    #expect(weakView == nil)
    #expect(weakDelegate == nil)
  }
}
