import Entities
import TestSupport
import Testing

@testable import VIP

/// The add-item presenter alone, handing view models to a display-logic spy.
@MainActor
@Suite("Add-item presenter")
struct AddItemPresenterTests {
  typealias Rule = AddItemModels.SaveItem.Response.Rule

  @Test(
    "Each rule has its words",
    arguments: [
      (Rule.nameRequired, "A to-do item must have a name"),
      (.nameTooLong(limit: 9), "Name must have at most 9 characters"),
      (.nameHasControlCharacters, "Name must not contain line breaks, tabs or other control characters"),
      (.invalidDueDate, "Due date must be a day written as YYYY-MM-DD"),
    ])
  func words(rule: Rule, message: String) {
    let display = AddItemDisplayLogicSpy()
    let sut = AddItemPresenter()
    sut.viewController = display
    sut.presentSavedItem(response: .init(outcome: .rejected(rule)))
    #expect(display.savedViewModels == [.init(errorMessage: message)])
  }

  @Test("The default due date is written YYYY-MM-DD")
  func dueDate() {
    let display = AddItemDisplayLogicSpy()
    let sut = AddItemPresenter()
    sut.viewController = display
    sut.presentDefaultDueDate(response: .init(day: .at("0042-01-09")))
    #expect(display.dueDateViewModels == [.init(dueDate: "0042-01-09")])
  }
}
