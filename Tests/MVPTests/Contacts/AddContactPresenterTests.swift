import Entities
import Storage
import Testing

@testable import MVP

/// The add-contact presenter against a fake view, a stub service and a delegate spy.
@MainActor
@Suite("Add contact presenter")
struct AddContactPresenterTests {
  let service = StubContactService()
  let view = FakeAddContactView()
  let delegate = AddContactDelegateSpy()
  let presenter: AddContactPresenter

  init() {
    presenter = AddContactPresenter(service: service)
    presenter.view = view
    presenter.delegate = delegate
  }

  /// Taps Done with these names and returns the one error shown, or `nil` if the contact was saved.
  private func done(_ firstName: String, _ lastName: String) -> String? {
    presenter.didTapDone(firstName: firstName, lastName: lastName)
    return view.errors.last
  }

  @Test("Valid names are trimmed and saved, the screen closes and the delegate hears of the contact")
  func validContact() throws {
    #expect(done("  Ada\u{00A0}", "\tLovelace \n") == nil)
    #expect(service.saved == [["Ada", "Lovelace"]])
    #expect(view.closeCount == 1)
    #expect(view.errors.isEmpty)
    let contact = try #require(delegate.added.first)
    #expect(contact.firstName == "Ada")
    #expect(contact.lastName == "Lovelace")
    #expect(contact == service.contacts.last)
  }

  @Test(
    "Either name empty after trimming shows the names message and saves nothing",
    arguments: [
      ("", "Lovelace"), ("Ada", ""), ("", ""), ("   ", "Lovelace"), ("Ada", " \t "), ("\n", "Lovelace"),
      ("Ada", "\u{00A0}\u{2003}"), ("\u{2028}", "Lovelace"),
    ])
  func emptyName(firstName: String, lastName: String) {
    #expect(done(firstName, lastName) == "A contact must have first and last names")
    #expect(view.errors.count == 1)
    #expect(service.saved.isEmpty)
    #expect(view.closeCount == 0)
    #expect(delegate.added.isEmpty)
  }

  @Test(
    "Each broken rule shows its own message and saves nothing",
    arguments: [
      (String(repeating: "a", count: 101), "Smith", "First name must have at most 100 characters"),
      ("Ada", String(repeating: "é", count: 101), "Last name must have at most 100 characters"),
      ("Ada\tB", "Smith", "First name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\nlace", "Last name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\u{7}lace", "Last name must not contain line breaks, tabs or other control characters"),
    ])
  func brokenRule(firstName: String, lastName: String, message: String) {
    #expect(done(firstName, lastName) == message)
    #expect(service.saved.isEmpty)
    #expect(view.closeCount == 0)
    #expect(delegate.added.isEmpty)
  }

  @Test(
    "The first broken rule gives the message: empty, first name too long, first name control, last name too long, last name control",
    arguments: [
      (String(repeating: "a", count: 101), "", "A contact must have first and last names"),
      ("", "x\ny", "A contact must have first and last names"),
      (String(repeating: "a", count: 100) + "\t!", "Smith", "First name must have at most 100 characters"),
      (
        String(repeating: "a", count: 101), String(repeating: "b", count: 101),
        "First name must have at most 100 characters"
      ),
      (
        "A\rda", String(repeating: "b", count: 101),
        "First name must not contain line breaks, tabs or other control characters"
      ),
      ("A\rda", "Love\nlace", "First name must not contain line breaks, tabs or other control characters"),
      ("Ada", String(repeating: "b", count: 100) + "\n!", "Last name must have at most 100 characters"),
    ])
  func checkOrder(firstName: String, lastName: String, message: String) {
    #expect(done(firstName, lastName) == message)
  }

  @Test(
    "A name of 100 characters is accepted, counted in grapheme clusters, not scalars or bytes",
    arguments: ["a", "é", "e\u{0301}", "🇫🇷", "👩‍👩‍👧‍👦", "שָׁ"])
  func hundredCharactersAccepted(character: String) {
    let name = String(repeating: character, count: 100)
    #expect(name.count == 100)
    #expect(done(name, name) == nil)
    #expect(service.saved == [[name, name]])
  }

  @Test(
    "A name of 101 characters is refused, whatever the characters", arguments: ["a", "e\u{0301}", "🇫🇷", "👩‍👩‍👧‍👦"])
  func hundredAndOneCharactersRefused(character: String) {
    let name = String(repeating: character, count: 101)
    #expect(done("Ada", name) == "Last name must have at most 100 characters")
    #expect(service.saved.isEmpty)
  }

  @Test("White space trimmed from the ends does not count toward the limit")
  func trimmedBeforeCounting() {
    let name = String(repeating: "a", count: 100)
    #expect(done("   " + name + "\t\n", name) == nil)
    #expect(service.saved == [[name, name]])
  }

  @Test(
    "Line breaks, tabs and other control characters inside a name are refused",
    arguments: [
      "\t", "\n", "\r", "\r\n", "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}",
    ])
  func controlCharactersRefused(control: String) {
    #expect(
      done("Ada", "Love" + control + "lace")
        == "Last name must not contain line breaks, tabs or other control characters")
    #expect(service.saved.isEmpty)
  }

  @Test(
    "Format characters such as joiners and direction marks, quotes and SQL are accepted as typed",
    arguments: [
      "Ada\u{200D}", "\u{200F}مريم", "Zoë\u{200B}", "O'Brien", "Robert'); DROP TABLE contact;--", "\"Ada\"",
    ])
  func otherUnicodeAccepted(name: String) {
    #expect(done(name, "Lovelace") == nil)
    #expect(service.saved == [[name, "Lovelace"]])
  }

  @Test("Cancel closes the screen and saves nothing")
  func cancel() {
    presenter.didTapCancel()
    #expect(view.closeCount == 1)
    #expect(service.saved.isEmpty)
    #expect(delegate.added.isEmpty)
    #expect(view.errors.isEmpty)
  }

  @Test("A storage error while saving shows its own message and keeps the screen open")
  func savingError() {
    service.saveError = .readOnly(path: "/data/archlab.sqlite")
    #expect(done("Ada", "Lovelace") == StorageError.readOnly(path: "/data/archlab.sqlite").description)
    #expect(view.closeCount == 0)
    #expect(delegate.added.isEmpty)
  }

  @Test("After a refused input, a corrected one is saved")
  func retryAfterError() {
    #expect(done("Ada", "") == "A contact must have first and last names")
    presenter.didTapDone(firstName: "Ada", lastName: "Lovelace")
    #expect(view.errors.count == 1)
    #expect(service.saved == [["Ada", "Lovelace"]])
    #expect(view.closeCount == 1)
  }

  @Test("The presenter keeps neither its view nor its delegate alive")
  func weakReferences() {
    let presenter = AddContactPresenter(service: service)
    weak var weakView: FakeAddContactView?
    weak var weakDelegate: AddContactDelegateSpy?
    do {
      let view = FakeAddContactView()
      let delegate = AddContactDelegateSpy()
      weakView = view
      weakDelegate = delegate
      presenter.view = view
      presenter.delegate = delegate
    }
    #expect(weakView == nil)
    #expect(weakDelegate == nil)
  }
}
