import Entities
import Testing

@testable import VIP

/// The add-contact presenter alone, handing view models to a display-logic spy.
@MainActor
@Suite("Add-contact presenter")
struct AddContactPresenterTests {
  typealias Rule = AddContactModels.SaveContact.Response.Rule

  @Test(
    "Each rule has its words",
    arguments: [
      (Rule.namesRequired, "A contact must have first and last names"),
      (.firstNameTooLong(limit: 7), "First name must have at most 7 characters"),
      (
        .firstNameHasControlCharacters,
        "First name must not contain line breaks, tabs or other control characters"
      ),
      (.lastNameTooLong(limit: 8), "Last name must have at most 8 characters"),
      (
        .lastNameHasControlCharacters,
        "Last name must not contain line breaks, tabs or other control characters"
      ),
    ])
  func words(rule: Rule, message: String) {
    let display = AddContactDisplayLogicSpy()
    let sut = AddContactPresenter()
    sut.viewController = display
    sut.presentSavedContact(response: .init(outcome: .rejected(rule)))
    #expect(display.savedViewModels == [.init(errorMessage: message)])
  }
}
