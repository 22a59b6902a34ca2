import Entities
import Storage
import Testing

@testable import MVVMC

/// The New Contact view model, tested with no UI: a stub service and a spy
/// delegate in place of its coordinator.
@MainActor
@Suite("New Contact view model")
struct AddContactViewModelTests {
  let service = StubContactService()
  let delegate = SpyAddDelegate()

  func makeViewModel(_ firstName: String, _ lastName: String) -> AddContactViewModel {
    let viewModel = AddContactViewModel(service: service, delegate: delegate)
    viewModel.firstName = firstName
    viewModel.lastName = lastName
    return viewModel
  }

  /// Expects nothing saved and nothing reported to the coordinator.
  func expectNothingHappened() {
    #expect(service.contacts.isEmpty)
    #expect(delegate.addedContacts.isEmpty)
    #expect(delegate.cancelCount == 0)
  }

  @Test("The form starts empty, titled New Contact, with no alert")
  func initialState() {
    let viewModel = makeViewModel("", "")
    #expect(viewModel.title == "New Contact")
    #expect(viewModel.firstName.isEmpty)
    #expect(viewModel.lastName.isEmpty)
    #expect(viewModel.errorAlert.message == nil)
  }

  @Test("Done with valid names saves the contact and reports it to the coordinator, once")
  func doneSaves() {
    let viewModel = makeViewModel("Ada", "Lovelace")
    viewModel.doneTapped()
    #expect(service.contacts.map { [$0.firstName, $0.lastName] } == [["Ada", "Lovelace"]])
    #expect(delegate.addedContacts == service.contacts)
    #expect(delegate.cancelCount == 0)
    #expect(viewModel.errorAlert.message == nil)
  }

  @Test(
    "Names are trimmed of white space of every kind at both ends, and kept as typed inside",
    arguments: [
      (" Ada ", "\tLovelace\n", "Ada", "Lovelace"),
      ("\u{00A0}Ada Mary\u{3000}", " \r\nLove lace\u{2029}", "Ada Mary", "Love lace"),
      ("  O'Brien ", " Robert'); DROP TABLE contact;--", "O'Brien", "Robert'); DROP TABLE contact;--"),
    ])
  func trimming(typedFirst: String, typedLast: String, storedFirst: String, storedLast: String) {
    let viewModel = makeViewModel(typedFirst, typedLast)
    viewModel.doneTapped()
    #expect(service.contacts.map { [$0.firstName, $0.lastName] } == [[storedFirst, storedLast]])
  }

  @Test(
    "Either name empty after trimming shows the empty-name alert, and nothing happens",
    arguments: [
      ("", "Lovelace"), ("Ada", ""), ("", ""), ("   ", "Lovelace"), ("Ada", " \t\n "),
      ("\u{00A0}\u{2003}", "Lovelace"),
    ])
  func emptyNames(first: String, last: String) {
    let viewModel = makeViewModel(first, last)
    viewModel.doneTapped()
    #expect(viewModel.errorAlert.message == "A contact must have first and last names")
    #expect(viewModel.firstName == first, "the form keeps what was typed")
    #expect(viewModel.lastName == last)
    expectNothingHappened()
  }

  @Test(
    "Each broken rule shows its own message, and the first rule broken wins",
    arguments: [
      // Too long, each name.
      (String(repeating: "a", count: 101), "Smith", "First name must have at most 100 characters"),
      ("Ada", String(repeating: "é", count: 101), "Last name must have at most 100 characters"),
      // Control characters, each name: C0 and C1 controls, line and paragraph separators.
      ("Ada\tB", "Smith", "First name must not contain line breaks, tabs or other control characters"),
      ("Ada\nB", "Smith", "First name must not contain line breaks, tabs or other control characters"),
      ("Ada\r\nB", "Smith", "First name must not contain line breaks, tabs or other control characters"),
      ("A\u{0}da", "Smith", "First name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\u{7}lace", "Last name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\u{85}lace", "Last name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\u{2028}lace", "Last name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\u{2029}lace", "Last name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\u{7F}lace", "Last name must not contain line breaks, tabs or other control characters"),
      // Order: empty, first too long, first control, last too long, last control.
      ("", String(repeating: "a", count: 101), "A contact must have first and last names"),
      (String(repeating: "a", count: 101), "", "A contact must have first and last names"),
      (String(repeating: "a", count: 100) + "\tb", "Smith", "First name must have at most 100 characters"),
      (
        "Ada\tB", String(repeating: "a", count: 101),
        "First name must not contain line breaks, tabs or other control characters"
      ),
      (String(repeating: "a", count: 101), "x\ny", "First name must have at most 100 characters"),
      ("Ada", String(repeating: "a", count: 100) + "\u{7}", "Last name must have at most 100 characters"),
    ])
  func brokenRules(first: String, last: String, message: String) {
    let viewModel = makeViewModel(first, last)
    viewModel.doneTapped()
    #expect(viewModel.errorAlert.message == message)
    expectNothingHappened()
  }

  @Test(
    "Length is counted in characters after trimming: 100 are accepted, however many scalars they take",
    arguments: [
      String(repeating: "a", count: 100),
      String(repeating: "🇫🇷", count: 100),
      String(repeating: "e\u{301}", count: 100),
      String(repeating: "👩‍👩‍👧‍👦", count: 100),
      "  " + String(repeating: "b", count: 100) + "\n",
    ])
  func hundredCharactersAccepted(name: String) {
    let viewModel = makeViewModel(name, name)
    viewModel.doneTapped()
    #expect(viewModel.errorAlert.message == nil)
    #expect(service.contacts.count == 1)
  }

  @Test(
    "A name of 101 characters is refused, however few or many scalars they take",
    arguments: [String(repeating: "🇫🇷", count: 101), String(repeating: "e\u{301}", count: 101)])
  func hundredAndOneCharactersRefused(name: String) {
    let viewModel = makeViewModel("Ada", name)
    viewModel.doneTapped()
    #expect(viewModel.errorAlert.message == "Last name must have at most 100 characters")
    expectNothingHappened()
  }

  @Test(
    "Format characters, emoji, right-to-left text and quotes are accepted and stored as typed",
    arguments: ["👩‍💻", "\u{200F}שלום", "A\u{200D}B", "Zoë \"Z\" d'Arc", "مريم", "\u{FEFF}Ada"])
  func otherUnicodeAccepted(name: String) {
    let viewModel = makeViewModel(name, "Lovelace")
    viewModel.doneTapped()
    #expect(viewModel.errorAlert.message == nil)
    #expect(service.contacts.first?.firstName == name)
  }

  @Test("Cancel reports it to the coordinator and saves nothing, even with valid names typed")
  func cancel() {
    let viewModel = makeViewModel("Ada", "Lovelace")
    viewModel.cancelTapped()
    #expect(delegate.cancelCount == 1)
    #expect(service.contacts.isEmpty)
    #expect(delegate.addedContacts.isEmpty)
  }

  @Test("A failed save shows the storage error's message and reports nothing")
  func failedSave() {
    let error = StorageError.readOnly(path: "/tmp/archlab.sqlite")
    service.saveError = error
    let viewModel = makeViewModel("Ada", "Lovelace")
    viewModel.doneTapped()
    #expect(viewModel.errorAlert.message == error.description)
    expectNothingHappened()
  }

  @Test("After the alert is dismissed, a corrected form saves")
  func correctAfterAlert() {
    let viewModel = makeViewModel("Ada", "")
    viewModel.doneTapped()
    viewModel.errorAlert.dismissed()
    #expect(viewModel.errorAlert.message == nil)
    viewModel.lastName = "Lovelace"
    viewModel.doneTapped()
    #expect(service.contacts.count == 1)
    #expect(delegate.addedContacts == service.contacts)
  }

  @Test("The same mistake twice shows the alert twice")
  func sameMistakeTwice() {
    let viewModel = makeViewModel("", "")
    let observed = ObservedValues(viewModel.errorAlert) { $0.message }
    viewModel.doneTapped()
    viewModel.errorAlert.dismissed()
    viewModel.doneTapped()
    let message = "A contact must have first and last names"
    #expect(observed.values == [nil, message, nil, message])
  }
}
