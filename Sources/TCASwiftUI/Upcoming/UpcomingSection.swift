/// A section of the Upcoming list. Its cases are in display order, which is
/// also the order of the days they hold, so items sorted by day fall into
/// them one after the other.
enum UpcomingSection: CaseIterable, Comparable, Sendable {
  /// Due today.
  case today
  /// Due tomorrow, in the same week as today.
  case tomorrow
  /// Due after tomorrow, in the same week as today.
  case laterThisWeek
  /// Due in the week after today's (tomorrow too, when today ends the week).
  case nextWeek

  /// The section's header.
  var title: String {
    switch self {
    case .today: "Today"
    case .tomorrow: "Tomorrow"
    case .laterThisWeek: "Later This Week"
    case .nextWeek: "Next Week"
    }
  }
}
