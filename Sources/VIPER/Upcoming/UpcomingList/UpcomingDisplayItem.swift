/// One row of the Upcoming list, ready to draw: what the presenter gives the view.
struct UpcomingDisplayItem: Equatable, Sendable {
  /// The item's title.
  var title: String
  /// The weekday the item is due, or `nil` when it is due today.
  var dueDay: String?
}
