import CaseBook
import Entities
import TestSupport
import Testing

@testable import VIPER

/// The add-item use case, against a data manager spy.
@MainActor
@Suite("Add-item interactor")
struct AddItemInteractorTests {
  let dataManager = AddItemDataManagerSpy()
  let output = AddItemInteractorOutputSpy()
  let clock = SettableDayClock(.at("2024-05-15"))
  let interactor: AddItemInteractor

  init() {
    interactor = AddItemInteractor(dataManager: dataManager, clock: clock)
    interactor.output = output
  }

  /// Saves and returns what was reported; checks that a rejection saved nothing.
  func save(_ name: String, due: String = "2024-05-15") -> AddItemInteractorOutputSpy.Event? {
    interactor.saveNewItem(name: name, dueDate: due)
    #expect(output.events.count == 1, "exactly one report per save")
    if case .rejected = output.events.last { #expect(dataManager.saved.isEmpty) }
    return output.events.last
  }

  @Test("The default due date is today, asked of the clock each time")
  func defaultDueDate() {
    interactor.findDefaultDueDate()
    clock.set(.at("2027-01-01"))
    interactor.findDefaultDueDate()
    #expect(
      output.events == [.foundDefaultDueDate(.at("2024-05-15")), .foundDefaultDueDate(.at("2027-01-01"))])
  }

  @Test("A valid item is saved with its trimmed name and its day, and reported")
  func savesValidItem() {
    #expect(
      save("  Buy milk\t", due: " 2024-05-21\n")
        == .saved(TodoSummary(id: 1, title: "Buy milk", dueDate: .at("2024-05-21"))))
    #expect(dataManager.saved.map(\.title) == ["Buy milk"])
    #expect(dataManager.saved.map(\.dueDate) == [.at("2024-05-21")])
  }

  @Test(
    "Any day may be saved, past or far, the list decides what to show",
    arguments: ["2020-01-01", "2099-12-31", "0001-01-01", "9999-12-31", "2024-02-29"])
  func savesAnyRealDay(text: String) {
    #expect(save("Milk", due: text) == .saved(TodoSummary(id: 1, title: "Milk", dueDate: .at(text))))
    #expect(dataManager.saved.map(\.dueDate) == [.at(text)])
  }

  @Test("A name empty after trimming is rejected", arguments: ["", "   ", " \t\n ", "\u{00A0}\u{2003}"])
  func rejectsMissingName(name: String) {
    #expect(save(name) == .rejected(.missingName))
  }

  @Test("A name of 200 characters is accepted, counted in characters after trimming")
  func acceptsTwoHundredCharacters() {
    let title = String(repeating: "👍🏽", count: 199) + "e\u{0301}"
    #expect(save(" " + title + " ") == .saved(TodoSummary(id: 1, title: title, dueDate: .at("2024-05-15"))))
    #expect(dataManager.saved.map(\.title) == [title])
  }

  @Test(
    "A name of 201 characters is rejected, naming the limit",
    arguments: [String(repeating: "x", count: 201), String(repeating: "🇫🇷", count: 201)])
  func rejectsLongName(name: String) {
    #expect(save(name) == .rejected(.nameTooLong(limit: 200)))
  }

  @Test(
    "Line breaks, tabs and other control characters inside a name are rejected",
    arguments: [
      "Line\nbreak", "Tab\there", "Bell\u{7}", "Para\u{2029}graph", "Line\u{2028}sep", "Null\u{0}x",
    ])
  func rejectsControlCharacters(name: String) {
    #expect(save(name) == .rejected(.nameHasControlCharacters))
  }

  @Test(
    "Quotes, SQL, right-to-left text and format characters are saved exactly as typed",
    arguments: ["Robert'); DROP TABLE todoItem;--", "\"quoted\"", "שָׁלוֹם", "a\u{200D}b", "\u{200F}rtl"])
  func acceptsOtherUnicode(name: String) {
    #expect(save(name) == .saved(TodoSummary(id: 1, title: name, dueDate: .at("2024-05-15"))))
    #expect(dataManager.saved.map(\.title) == [name])
  }

  @Test(
    "A due date that is not a real day written as YYYY-MM-DD is rejected",
    arguments: [
      "2023-02-30", "2023-02-29", "tomorrow", "", "   ", "2024-5-16", "2024-05-16T10:00", "0000-01-01",
      "2024-13-01", "2024-00-10", "24-05-16", "2024/05/16", "２０２４-05-16", "2024-05-1６",
    ])
  func rejectsBadDueDate(text: String) {
    #expect(save("Milk", due: text) == .rejected(.invalidDueDate))
  }

  @Test(
    "The first failing rule gives the verdict: name empty, name too long, name characters, then due date",
    arguments: [
      ("", "not a date", TodoItemValidationFailure.missingName),
      (String(repeating: "x", count: 200) + "\ny", "not a date", .nameTooLong(limit: 200)),
      ("Tab\there", "not a date", .nameHasControlCharacters),
      ("Milk", "not a date", .invalidDueDate),
    ])
  func checksRulesInOrder(name: String, due: String, failure: TodoItemValidationFailure) {
    #expect(save(name, due: due) == .rejected(failure))
  }

  @Test("A storage failure is reported with its message")
  func storageFailure() {
    dataManager.error = .saveFailed(message: "Cannot save: todo.sqlite is read-only. Nothing was written.")
    #expect(save("Milk") == .failed("Cannot save: todo.sqlite is read-only. Nothing was written."))
  }
}
