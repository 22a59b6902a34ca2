/// One section of the Upcoming list, ready to show: its header and its rows in order.
struct UpcomingSectionDisplayData: Sendable, Equatable {
  /// The header: `Today`, `Tomorrow`, `Later This Week` or `Next Week`.
  var title: String
  /// The rows, in display order; never empty.
  var rows: [UpcomingRowDisplayData]
}
