import Entities

/// The input rules of Docs/FeatureDecisions.md, written again independently of
/// the modules: what each input must give.
enum InputRules {
  /// What the add screen must do with an input.
  enum Verdict: Equatable {
    /// Save these exact values.
    case accepted([String])
    /// Show the Error alert with this message and save nothing.
    case refused(String)
    /// Valid by the feature's rules, but over the schema's last-line limits
    /// (2000 code points a name, 4000 a title): storage refuses it, and the
    /// alert is the storage error's message, naming the file.
    case refusedByStorage
  }

  /// The alert messages Docs/FeatureDecisions.md lists for the input rules
  /// (the storage alert, the storage error's own message, is apart).
  static let documentedMessages: Set<String> = [
    "A contact must have first and last names", "First name must have at most 100 characters",
    "First name must not contain line breaks, tabs or other control characters",
    "Last name must have at most 100 characters",
    "Last name must not contain line breaks, tabs or other control characters",
    "A to-do item must have a name",
    "Name must have at most 200 characters",
    "Name must not contain line breaks, tabs or other control characters",
    "Due date must be a day written as YYYY-MM-DD",
  ]

  /// `text` without the white space (by `Character.isWhitespace`) at its ends.
  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  /// Whether `text` holds a character of category Cc, Zl or Zp.
  static func hasControlCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
    }
  }

  /// The verdict on a new contact.
  static func contact(firstName: String, lastName: String) -> Verdict {
    let first = trimmed(firstName)
    let last = trimmed(lastName)
    if first.isEmpty || last.isEmpty { return .refused("A contact must have first and last names") }
    for (name, value) in [("First name", first), ("Last name", last)] {
      if value.count > 100 { return .refused("\(name) must have at most 100 characters") }
      if hasControlCharacter(value) {
        return .refused("\(name) must not contain line breaks, tabs or other control characters")
      }
    }
    if first.unicodeScalars.count > 2000 || last.unicodeScalars.count > 2000 { return .refusedByStorage }
    return .accepted([first, last])
  }

  /// The verdict on a new to-do item; `dueDate` `nil` keeps the pre-filled `today`.
  static func item(name: String, dueDate: String?, today: Day) -> Verdict {
    let title = trimmed(name)
    if title.isEmpty { return .refused("A to-do item must have a name") }
    if title.count > 200 { return .refused("Name must have at most 200 characters") }
    if hasControlCharacter(title) {
      return .refused("Name must not contain line breaks, tabs or other control characters")
    }
    let dueDay: String?
    if let dueDate { dueDay = day(trimmed(dueDate)) } else { dueDay = today.description }
    guard let dueDay else { return .refused("Due date must be a day written as YYYY-MM-DD") }
    if title.unicodeScalars.count > 4000 { return .refusedByStorage }
    return .accepted([title, dueDay])
  }

  /// `text` if it is exactly `YYYY-MM-DD` in ASCII digits naming a real day of years 0001–9999.
  static func day(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...9999).contains(year), (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return text
  }

  /// The days in `month` of `year`, proleptic Gregorian.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
