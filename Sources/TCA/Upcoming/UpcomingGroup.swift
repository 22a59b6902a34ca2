/// One section of the Upcoming list, as state: which section, and its rows in order.
struct UpcomingGroup: Equatable, Sendable {
  /// Which section this is.
  let section: UpcomingSection
  /// The rows, by due date, then title ignoring case, then order added; never empty.
  var rows: [UpcomingRow]
}
