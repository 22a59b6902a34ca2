/// When an upcoming item is due, relative to today: the interactor's grouping
/// rule puts each item in one of these, listed in display order.
enum NearTermDateRelation: CaseIterable, Equatable, Sendable {
  /// Due today.
  case today
  /// Due tomorrow, in the same week as today.
  case tomorrow
  /// Due after tomorrow, in the same week as today.
  case laterThisWeek
  /// Due in the week after today's (tomorrow too, when today ends the week).
  case nextWeek
}
