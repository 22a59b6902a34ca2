import Entities

/// A list with nothing to show says so.
public struct EmptyStateCase: BookCase {
  /// Which list.
  public enum List: Sendable, Equatable {
    /// The contact list.
    case contacts
    /// The Upcoming list.
    case upcoming
  }

  public let id: CaseID
  public let summary: String
  /// Which list is shown.
  public let list: List
  /// Today.
  public let today: Day
  /// The items in the store (for Upcoming: none in range).
  public let storedItems: [ItemSpec]
  /// The message the empty list shows.
  public let expectedMessage: String

  init(_ id: CaseID, _ summary: String, list: List, storedItems: [ItemSpec] = [], expectedMessage: String) {
    self.id = id
    self.summary = summary
    self.list = list
    self.today = Day.case(CaseBook.today)
    self.storedItems = storedItems
    self.expectedMessage = expectedMessage
  }
}
