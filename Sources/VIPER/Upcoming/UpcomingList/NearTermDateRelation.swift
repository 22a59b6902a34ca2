/// When an upcoming item is due, relative to today: the interactor's grouping
/// rule puts each item in one of these. The cases are in display order, which
/// is also the order of the days they hold, so items sorted by day fall into
/// them one after the other.
enum NearTermDateRelation: CaseIterable, Comparable, Sendable {
  /// Due today.
  case today
  /// Due tomorrow, in the same week as today.
  case tomorrow
  /// Due after tomorrow, in the same week as today.
  case laterThisWeek
  /// Due in the week after today's (tomorrow too, when today ends the week).
  case nextWeek
}
