import Entities

/// An item saved through the Add Item form while the Upcoming list is shown:
/// it appears in its section at its sorted place — inserted there, the list not
/// reloaded — a new section is inserted when it was empty, and an item out of
/// range changes nothing on screen.
public struct UpcomingInsertCase: BookCase {
  /// What the table does with the new item.
  public enum Change: Sendable, Equatable {
    /// A row inserted at `row` of the section at `section` (indexes after the change).
    case row(section: Int, row: Int)
    /// A new section inserted at `section`, holding the new row.
    case section(Int)
    /// Nothing: the item is not shown.
    case none
  }

  public let id: CaseID
  public let summary: String
  /// Today.
  public let today: Day
  /// The first day of a week.
  public let firstWeekday: Weekday
  /// The items in the store before, in the order they were added.
  public let stored: [ItemSpec]
  /// The item saved through the form.
  public let added: ItemSpec
  /// What the table does.
  public let change: Change
  /// The sections afterwards.
  public let expected: [ExpectedSection]

  init(
    _ id: CaseID, _ summary: String, today: String, firstWeekday: Weekday = .sunday, stored: [ItemSpec],
    added: ItemSpec, change: Change, expected: [ExpectedSection]
  ) {
    self.id = id
    self.summary = summary
    self.today = Day.case(today)
    self.firstWeekday = firstWeekday
    self.stored = stored
    self.added = added
    self.change = change
    self.expected = expected
  }
}
