import Entities

/// One row of the Upcoming list, as state: the title and day label, and the
/// key the list sorts rows by, computed once. Identified by its item.
struct UpcomingRow: Comparable, Identifiable, Sendable {
  /// The item's id: larger ids were added later.
  let id: Int64
  /// The item's title, exactly as stored.
  let title: String
  /// The English name of the day it is due, or `nil` for an item due today.
  let dayLabel: String?
  /// The day the item is due.
  let dueDate: Day
  /// The title lowercased, so that `apple` sorts with `Apple`.
  let sortKey: String

  /// The row showing `item`, in `section`.
  init(_ item: TodoItem, in section: UpcomingSection) {
    id = item.id
    title = item.title
    dayLabel = section == .today ? nil : item.dueDate.weekday.name
    dueDate = item.dueDate
    sortKey = item.title.lowercased()
  }

  /// Whether `lhs` goes above `rhs`: by day, then title ignoring case; ties
  /// keep the order in which the items were added.
  static func < (lhs: UpcomingRow, rhs: UpcomingRow) -> Bool {
    (lhs.dueDate, lhs.sortKey, lhs.id) < (rhs.dueDate, rhs.sortKey, rhs.id)
  }
}
