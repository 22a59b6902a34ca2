/// One section of the Upcoming list, ready to show: its header and its rows in order.
struct UpcomingSectionViewModel: Equatable, Sendable {
  /// Which section this is.
  let section: UpcomingSection
  /// The rows, by due date, then title ignoring case, then order added; never empty.
  var rows: [UpcomingRowViewModel]

  /// The header: `Today`, `Tomorrow`, `Later This Week` or `Next Week`.
  var title: String { section.title }
}
