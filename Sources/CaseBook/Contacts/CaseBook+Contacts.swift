extension CaseBook {
  /// The contact list's order.
  public static let contactOrder: [ContactOrderCase] = [
    ContactOrderCase(
      "contacts.order.case-insensitive", "Upper and lower case sort together",
      stored: [
        ContactName("bob", "Young"), ContactName("Alice", "Smith"), ContactName("carol", "Jones"),
        ContactName("Bob", "Adams"),
      ],
      expectedRows: ["Alice Smith", "Bob Adams", "bob Young", "carol Jones"]),
    ContactOrderCase(
      "contacts.order.full-name", "The order is by full name (first name first), not by last name",
      stored: [ContactName("Zoe", "Adams"), ContactName("Adam", "Zola")],
      expectedRows: ["Adam Zola", "Zoe Adams"]),
    ContactOrderCase(
      "contacts.order.diacritics", "An accented letter sorts with its plain letter",
      stored: [ContactName("Émile", "Zola"), ContactName("Emma", "Stone"), ContactName("Eli", "Wong")],
      expectedRows: ["Eli Wong", "Émile Zola", "Emma Stone"]),
    ContactOrderCase(
      "contacts.order.case-ties", "Names equal but for case keep the order they were added in",
      stored: [ContactName("Bob", "X"), ContactName("bob", "x"), ContactName("BOB", "X")],
      expectedRows: ["Bob X", "bob x", "BOB X"]),
    ContactOrderCase(
      "contacts.order.accent-ties", "Names equal but for accents and case keep the order they were added in",
      stored: [ContactName("émile", "bravo"), ContactName("Emile", "Bravo"), ContactName("ÉMILE", "BRAVO")],
      expectedRows: ["émile bravo", "Emile Bravo", "ÉMILE BRAVO"]),
    ContactOrderCase(
      "contacts.order.scripts", "Latin, Greek and Cyrillic names sort by their folded letters",
      stored: [
        ContactName("Ωμέγα", "Α"), ContactName("Zed", "Z"), ContactName("Анна", "Б"),
        ContactName("Ábel", "A"),
      ],
      expectedRows: ["Ábel A", "Zed Z", "Ωμέγα Α", "Анна Б"]),
  ]

  /// A contact added while the list is shown.
  public static let contactInsert: [ContactInsertCase] = [
    ContactInsertCase(
      "contacts.insert.first", "A contact sorting first is inserted at the top",
      stored: [ContactName("Mia", "M"), ContactName("Zoe", "Z")], added: ContactName("Abe", "A"),
      expectedRow: 0, expectedRows: ["Abe A", "Mia M", "Zoe Z"]),
    ContactInsertCase(
      "contacts.insert.last", "A contact sorting last is inserted at the bottom",
      stored: [ContactName("Abe", "A"), ContactName("Mia", "M")], added: ContactName("Zoe", "Z"),
      expectedRow: 2, expectedRows: ["Abe A", "Mia M", "Zoe Z"]),
    ContactInsertCase(
      "contacts.insert.middle", "A contact is inserted between its neighbours",
      stored: [ContactName("Abe", "A"), ContactName("Zoe", "Z")], added: ContactName("Mia", "M"),
      expectedRow: 1, expectedRows: ["Abe A", "Mia M", "Zoe Z"]),
    ContactInsertCase(
      "contacts.insert.after-equals", "A contact equal to others but for case goes after them",
      stored: [
        ContactName("Ann", "X"), ContactName("Bob", "X"), ContactName("Bob", "X"), ContactName("Cid", "X"),
      ],
      added: ContactName("bob", "x"), expectedRow: 3,
      expectedRows: ["Ann X", "Bob X", "Bob X", "bob x", "Cid X"]),
    ContactInsertCase(
      "contacts.insert.after-accent-equals", "A contact equal to another but for accents goes after it",
      stored: [ContactName("Emile", "Bravo"), ContactName("Zoe", "Z")], added: ContactName("Émile", "Bravo"),
      expectedRow: 1, expectedRows: ["Emile Bravo", "Émile Bravo", "Zoe Z"]),
    ContactInsertCase(
      "contacts.insert.into-empty", "The first contact is inserted into the empty list",
      stored: [], added: ContactName("Ann", "Lee"), expectedRow: 0, expectedRows: ["Ann Lee"]),
  ]

  /// `Done` on the New Contact form.
  public static let contactInput: [ContactInputCase] = [
    ContactInputCase(
      "contacts.input.valid", "Valid names are saved", typed: ContactName("Ada", "Lovelace"),
      outcome: .saved(ContactName("Ada", "Lovelace"))),
    ContactInputCase(
      "contacts.input.trimmed", "White space at the ends is trimmed before saving",
      typed: ContactName("  Ada ", "\tLovelace\n"), outcome: .saved(ContactName("Ada", "Lovelace"))),
    ContactInputCase(
      "contacts.input.first-empty", "An empty first name is refused", typed: ContactName("", "Lovelace"),
      outcome: .alert(Message.contactNamesRequired)),
    ContactInputCase(
      "contacts.input.last-empty", "An empty last name is refused", typed: ContactName("Ada", ""),
      outcome: .alert(Message.contactNamesRequired)),
    ContactInputCase(
      "contacts.input.both-empty", "Two empty names are refused", typed: ContactName("", ""),
      outcome: .alert(Message.contactNamesRequired)),
    ContactInputCase(
      "contacts.input.first-blank", "A first name of spaces only is empty",
      typed: ContactName("   ", "Lovelace"),
      outcome: .alert(Message.contactNamesRequired)),
    ContactInputCase(
      "contacts.input.last-no-break-space", "A last name of a no-break space only is empty",
      typed: ContactName("Ada", "\u{00A0}"), outcome: .alert(Message.contactNamesRequired)),
    ContactInputCase(
      "contacts.input.first-100", "A first name of 100 characters is saved",
      typed: ContactName(String(repeating: "a", count: 100), "B"),
      outcome: .saved(ContactName(String(repeating: "a", count: 100), "B"))),
    ContactInputCase(
      "contacts.input.first-101", "A first name of 101 characters is refused",
      typed: ContactName(String(repeating: "a", count: 101), "B"), outcome: .alert(Message.firstNameTooLong)),
    ContactInputCase(
      "contacts.input.last-101", "A last name of 101 characters is refused",
      typed: ContactName("A", String(repeating: "b", count: 101)), outcome: .alert(Message.lastNameTooLong)),
    ContactInputCase(
      "contacts.input.graphemes",
      "Length counts user-perceived characters: 100 flags and 100 combined accents pass",
      typed: ContactName(String(repeating: "🇫🇷", count: 100), String(repeating: "e\u{301}", count: 100)),
      outcome: .saved(
        ContactName(String(repeating: "🇫🇷", count: 100), String(repeating: "e\u{301}", count: 100)))),
    ContactInputCase(
      "contacts.input.first-tab", "A tab inside the first name is refused",
      typed: ContactName("A\tda", "Lovelace"),
      outcome: .alert(Message.firstNameControl)),
    ContactInputCase(
      "contacts.input.last-newline", "A line break inside the last name is refused",
      typed: ContactName("Ada", "Love\nlace"), outcome: .alert(Message.lastNameControl)),
    ContactInputCase(
      "contacts.input.line-separator", "A Unicode line separator inside a name is refused",
      typed: ContactName("Ada", "Love\u{2028}lace"), outcome: .alert(Message.lastNameControl)),
    ContactInputCase(
      "contacts.input.format-characters",
      "Format characters (emoji joiners, right-to-left marks) are accepted",
      typed: ContactName("👩‍💻", "\u{200F}שלום"), outcome: .saved(ContactName("👩‍💻", "\u{200F}שלום"))),
    ContactInputCase(
      "contacts.input.quotes-and-accents", "Quotes, accents and SQL-like text are stored exactly",
      typed: ContactName("Zoë", "O'Brien'; DROP TABLE contacts;--"),
      outcome: .saved(ContactName("Zoë", "O'Brien'; DROP TABLE contacts;--"))),
    ContactInputCase(
      "contacts.input.empty-before-length", "An empty name is reported before a name too long",
      typed: ContactName(String(repeating: "a", count: 101), ""),
      outcome: .alert(Message.contactNamesRequired)),
    ContactInputCase(
      "contacts.input.first-before-last", "The first name's problem is reported before the last name's",
      typed: ContactName("A\tb", String(repeating: "c", count: 101)),
      outcome: .alert(Message.firstNameControl)),
    ContactInputCase(
      "contacts.input.length-before-control", "A name too long is reported before its control character",
      typed: ContactName("\(String(repeating: "a", count: 100))\tb", "B"),
      outcome: .alert(Message.firstNameTooLong)),
  ]
}
