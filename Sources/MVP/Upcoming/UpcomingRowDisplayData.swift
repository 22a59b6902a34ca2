/// One row of the Upcoming list, ready to show: the view draws it as given
/// and never sees a `TodoItem`.
struct UpcomingRowDisplayData: Sendable, Equatable {
  /// The item's title.
  var title: String
  /// The weekday the item is due (`Monday` … `Sunday`), or `nil` when it is due today.
  var dayLabel: String?
}
