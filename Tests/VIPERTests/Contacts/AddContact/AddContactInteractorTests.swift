import Testing

@testable import VIPER

/// The add-contact use case, against a data manager spy.
@MainActor
@Suite("Add-contact interactor")
struct AddContactInteractorTests {
  let dataManager = AddContactDataManagerSpy()
  let output = AddContactInteractorOutputSpy()
  let interactor: AddContactInteractor

  init() {
    interactor = AddContactInteractor(dataManager: dataManager)
    interactor.output = output
  }

  /// Saves and returns what was reported; checks that a rejection saved nothing.
  func save(_ firstName: String, _ lastName: String) -> AddContactInteractorOutputSpy.Event? {
    interactor.saveNewContact(firstName: firstName, lastName: lastName)
    #expect(output.events.count == 1, "exactly one report per save")
    if case .rejected = output.events.last { #expect(dataManager.saved.isEmpty) }
    return output.events.last
  }

  @Test("A valid contact is saved and reported as a summary with storage's id and its full name")
  func savesValidContact() {
    dataManager.nextID = 42
    #expect(save("Ada", "Lovelace") == .saved(ContactSummary(id: 42, fullName: "Ada Lovelace")))
    #expect(dataManager.saved.map { [$0.firstName, $0.lastName] } == [["Ada", "Lovelace"]])
  }

  @Test(
    "Names are trimmed of white space, including tabs, line breaks and no-break spaces, before being saved",
    arguments: [
      ("  Ada ", "\tLovelace\n", "Ada", "Lovelace"),
      ("\u{00A0}Ada\u{3000}", "\r\nLove lace  ", "Ada", "Love lace"),
    ])
  func trimsNames(first: String, last: String, storedFirst: String, storedLast: String) {
    #expect(save(first, last) == .saved(ContactSummary(id: 1, fullName: "\(storedFirst) \(storedLast)")))
    #expect(dataManager.saved.map { [$0.firstName, $0.lastName] } == [[storedFirst, storedLast]])
  }

  @Test(
    "Either name empty after trimming is rejected as a missing name",
    arguments: [
      ("", "Lovelace"), ("Ada", ""), ("   ", "Lovelace"), ("Ada", " \t\n "), ("", ""), ("\u{00A0}", "x"),
    ])
  func rejectsMissingName(first: String, last: String) {
    #expect(save(first, last) == .rejected(.missingName))
  }

  @Test("A name of 100 characters is accepted, counted in characters after trimming")
  func acceptsHundredCharacters() {
    let hundred = "  " + String(repeating: "a", count: 100) + "  "
    #expect(
      save(hundred, hundred)
        == .saved(
          ContactSummary(
            id: 1, fullName: String(repeating: "a", count: 100) + " " + String(repeating: "a", count: 100))))
  }

  @Test(
    "Length is counted in user-perceived characters: flags, families and combining accents count as one",
    arguments: [
      String(repeating: "🇫🇷", count: 100), String(repeating: "👩‍👩‍👧‍👦", count: 100),
      String(repeating: "e\u{0301}", count: 100), String(repeating: "👍🏽", count: 100),
    ])
  func countsGraphemeClusters(name: String) {
    #expect(name.unicodeScalars.count > 100)
    #expect(save(name, "Smith") == .saved(ContactSummary(id: 1, fullName: name + " Smith")))
  }

  @Test("A first name of 101 characters is rejected, naming the limit")
  func rejectsLongFirstName() {
    #expect(save(String(repeating: "🇫🇷", count: 101), "Smith") == .rejected(.firstNameTooLong(limit: 100)))
  }

  @Test("A last name of 101 characters is rejected, naming the limit")
  func rejectsLongLastName() {
    #expect(save("Ada", String(repeating: "é", count: 101)) == .rejected(.lastNameTooLong(limit: 100)))
  }

  @Test(
    "Line breaks, tabs and other control characters inside a first name are rejected",
    arguments: [
      "Ada\tB", "Ada\nB", "Ada\rB", "Ada\u{7}B", "Ada\u{0}B", "Ada\u{7F}B", "Ada\u{85}B", "Ada\u{2028}B",
      "Ada\u{2029}B",
    ])
  func rejectsControlCharactersInFirstName(name: String) {
    #expect(save(name, "Smith") == .rejected(.firstNameHasControlCharacters))
  }

  @Test(
    "Line breaks, tabs and other control characters inside a last name are rejected",
    arguments: ["Love\tlace", "Love\nlace", "Love\u{1B}lace", "Love\u{2028}lace"])
  func rejectsControlCharactersInLastName(name: String) {
    #expect(save("Ada", name) == .rejected(.lastNameHasControlCharacters))
  }

  @Test(
    "Format characters, quotes, SQL and right-to-left text are accepted and saved exactly as typed",
    arguments: [
      ("Zoë\u{200D}", "Ko\u{0301}ta"), ("O'Brien", "Robert'); DROP TABLE contact;--"), ("مريم", "שָׁלוֹם"),
      ("\u{200F}Ada", "\"Lovelace\""), ("👩‍👩‍👧‍👦", "🇫🇷"),
    ])
  func acceptsOtherUnicode(first: String, last: String) {
    #expect(save(first, last) == .saved(ContactSummary(id: 1, fullName: first + " " + last)))
    #expect(dataManager.saved.map { [$0.firstName, $0.lastName] } == [[first, last]])
  }

  @Test(
    "The first failing rule gives the verdict: missing name, then first name length, first name characters, last name length, last name characters",
    arguments: [
      ("", String(repeating: "x", count: 101), ContactValidationFailure.missingName),
      ("A\tB", "", .missingName),
      (String(repeating: "a", count: 101), "x\ny", .firstNameTooLong(limit: 100)),
      (String(repeating: "a", count: 100) + "\t" + "b", "Smith", .firstNameTooLong(limit: 100)),
      ("A\tB", String(repeating: "x", count: 101), .firstNameHasControlCharacters),
      ("Ada", String(repeating: "x", count: 100) + "\n" + "y", .lastNameTooLong(limit: 100)),
    ])
  func checksRulesInOrder(first: String, last: String, failure: ContactValidationFailure) {
    #expect(save(first, last) == .rejected(failure))
  }

  @Test("A storage failure is reported with its message")
  func storageFailure() {
    dataManager.error = .saveFailed(message: "Cannot save: db.sqlite is read-only. Nothing was written.")
    #expect(save("Ada", "Lovelace") == .failed("Cannot save: db.sqlite is read-only. Nothing was written."))
    #expect(dataManager.saved.isEmpty)
  }
}
