/// One section of the Upcoming list, ready to show: its header and its rows in order.
struct UpcomingSectionViewModel: Equatable, Sendable {
  /// The header: `Today`, `Tomorrow`, `Later This Week` or `Next Week`.
  let title: String
  /// The rows, by due date, then title ignoring case, then order added.
  let rows: [UpcomingRowViewModel]
}
