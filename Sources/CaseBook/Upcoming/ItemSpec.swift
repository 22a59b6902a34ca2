import Entities

/// A to-do item as stored: its title and the day it is due.
public struct ItemSpec: Sendable, Hashable, CustomStringConvertible {
  /// The title.
  public var title: String
  /// The day it is due.
  public var due: Day

  /// The item `title` due on `due` (`YYYY-MM-DD`).
  public init(_ title: String, _ due: String) {
    self.title = title
    self.due = Day.case(due)
  }

  public var description: String { "\(title) (\(due))" }
}

extension Day {
  /// The day written `text`; the case book's own days are all valid.
  static func `case`(_ text: String) -> Day {
    guard let day = Day(text) else { preconditionFailure("not a day in the case book: \(text)") }
    return day
  }
}
