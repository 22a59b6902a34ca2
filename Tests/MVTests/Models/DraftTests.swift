import CaseBook
import Entities
import Testing

@testable import MV

/// The forms' drafts: the input rules, in their order, on the text as typed.
@Suite("ContactDraft and ItemDraft")
struct DraftTests {
  typealias Message = CaseBook.Message

  @Test("A contact's names are trimmed; both are required before any other rule")
  func contactNames() throws {
    let names = try ContactDraft(firstName: " Ada\t", lastName: "\nLovelace ").validated()
    #expect(names.firstName == "Ada" && names.lastName == "Lovelace")
    let long = String(repeating: "é", count: 101)
    #expect(throws: AlertMessage(Message.contactNamesRequired)) {
      try ContactDraft(firstName: long, lastName: "  ").validated()
    }
    #expect(throws: AlertMessage(Message.contactNamesRequired)) {
      try ContactDraft(firstName: "", lastName: "Lovelace").validated()
    }
  }

  @Test("At most 100 characters per name, no control characters; the first name is checked first")
  func contactRules() throws {
    let hundred = String(repeating: "👩‍💻", count: 100)
    #expect(try ContactDraft(firstName: hundred, lastName: hundred).validated().firstName == hundred)
    #expect(throws: AlertMessage(Message.firstNameTooLong)) {
      try ContactDraft(firstName: hundred + "a", lastName: "a\tb").validated()
    }
    #expect(throws: AlertMessage(Message.firstNameControl)) {
      try ContactDraft(firstName: "a\u{7}b", lastName: hundred + "a").validated()
    }
    #expect(throws: AlertMessage(Message.lastNameTooLong)) {
      try ContactDraft(firstName: "Ada", lastName: hundred + "a").validated()
    }
    #expect(throws: AlertMessage(Message.lastNameControl)) {
      try ContactDraft(firstName: "Ada", lastName: "Love\u{2028}lace").validated()
    }
  }

  @Test("An item's due date starts as today; the name is trimmed and the due date read as a day")
  func itemSaved() throws {
    var draft = ItemDraft(today: .at("2024-05-15"))
    #expect(draft == ItemDraft(today: .at("2024-05-15")))
    #expect(draft.name.isEmpty && draft.dueDate == "2024-05-15")
    draft.name = "  Buy milk "
    draft.dueDate = " 2024-05-16 "
    let input = try draft.validated()
    #expect(input.title == "Buy milk" && input.dueDate == .at("2024-05-16"))
  }

  @Test("An item needs a name, at most 200 characters, no control characters, then a real day")
  func itemRules() throws {
    let draft = { (name: String, due: String) in
      var draft = ItemDraft(today: .at("2024-05-15"))
      (draft.name, draft.dueDate) = (name, due)
      return draft
    }
    let long = String(repeating: "x", count: 200)
    #expect(try draft(long, "2024-05-15").validated().title == long)
    #expect(throws: AlertMessage(Message.itemNameRequired)) { try draft(" ", "tomorrow").validated() }
    #expect(throws: AlertMessage(Message.itemNameTooLong)) { try draft(long + "x", "tomorrow").validated() }
    #expect(throws: AlertMessage(Message.itemNameControl)) { try draft("a\rb", "tomorrow").validated() }
    for due in ["tomorrow", "2023-02-30", ""] {
      #expect(throws: AlertMessage(Message.badDueDate)) { try draft("Buy milk", due).validated() }
    }
  }
}
