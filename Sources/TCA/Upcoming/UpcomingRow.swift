import Entities

/// One row of the Upcoming list, as state: the title and day label, and the
/// key the list sorts rows by.
struct UpcomingRow: Comparable, Identifiable, Sendable {
  /// The item's title, exactly as stored.
  let title: String
  /// The English name of the day it is due, or `nil` for an item due today.
  let dayLabel: String?
  /// The day the item is due.
  let dueDate: Day
  /// The title lowercased, so that `apple` sorts with `Apple`.
  let sortKey: String
  /// The item's id: larger ids were added later.
  let itemID: Int64

  /// The row showing `item`, in `section`.
  init(_ item: TodoItem, in section: UpcomingSection) {
    title = item.title
    dayLabel = section == .today ? nil : item.dueDate.weekday.name
    dueDate = item.dueDate
    sortKey = item.title.lowercased()
    itemID = item.id
  }

  /// The row's identity: its item's id.
  var id: Int64 { itemID }

  /// Whether `lhs` goes above `rhs`: by day, then title ignoring case; ties
  /// keep the order in which the items were added.
  static func < (lhs: UpcomingRow, rhs: UpcomingRow) -> Bool {
    (lhs.dueDate, lhs.sortKey, lhs.itemID) < (rhs.dueDate, rhs.sortKey, rhs.itemID)
  }
}
