/// One row of the Upcoming list, ready to show.
struct UpcomingRowViewModel: Equatable, Sendable {
  /// The item's title, exactly as stored.
  let title: String
  /// The English name of the day it is due, or `nil` for an item due today.
  let dayLabel: String?
}
