import Entities

/// An item as the Upcoming list shows and sorts it: its title, its day label,
/// and the key it is sorted by, computed once.
struct UpcomingEntry: Identifiable, Comparable, Sendable {
  /// The item, as stored.
  let item: TodoItem
  /// The English name of the day it is due, or `nil` when due today.
  let dayLabel: String?
  /// The title lowercased, so that `apple` sorts with `Apple`.
  private let key: String

  /// The entry of `item`, shown in `section`.
  init(_ item: TodoItem, in section: UpcomingSection) {
    self.item = item
    dayLabel = section == .today ? nil : item.dueDate.weekday.name
    key = item.title.lowercased()
  }

  /// The item's id: a row keeps its identity.
  var id: Int64 { item.id }

  /// The item's title, exactly as stored.
  var title: String { item.title }

  /// By day, then title ignoring case; ties keep the order in which items were added.
  static func < (lhs: UpcomingEntry, rhs: UpcomingEntry) -> Bool {
    (lhs.item.dueDate, lhs.key, lhs.item.id) < (rhs.item.dueDate, rhs.key, rhs.item.id)
  }
}

/// A section of the Upcoming list: which one, and its entries in order (never empty).
struct UpcomingGroup: Identifiable, Equatable, Sendable {
  /// Which section.
  let section: UpcomingSection
  /// The entries, sorted.
  var entries: [UpcomingEntry]

  /// The section: a section keeps its identity.
  var id: UpcomingSection { section }
}
