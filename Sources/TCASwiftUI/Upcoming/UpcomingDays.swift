import Entities

/// The days the Upcoming list was read for: today, the first day of its week,
/// and the last day shown (the end of next week); and which section a day
/// falls in.
struct UpcomingDays: Equatable, Sendable {
  /// The day the list was read on.
  let today: Day
  /// The first day of today's week.
  let weekStart: Day
  /// The last day shown: the end of next week (today, at the very end of the calendar).
  let lastShown: Day
  private let firstWeekday: Weekday

  /// The days around `today`, weeks starting on `firstWeekday`.
  init(today: Day, firstWeekday: Weekday) {
    self.today = today
    self.firstWeekday = firstWeekday
    weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    lastShown = weekStart.adding(days: 13) ?? today
  }

  /// The section `day` belongs to, or `nil` if it is not shown; "the same week"
  /// means the same start-of-week day, so it works across a new year.
  func section(for day: Day) -> UpcomingSection? {
    guard today <= day, day <= lastShown else { return nil }
    if day == today { return .today }
    let dayWeekStart = day.startOfWeek(firstWeekday: firstWeekday)
    if day == today.adding(days: 1) {
      return dayWeekStart == weekStart ? .tomorrow : .nextWeek
    }
    if dayWeekStart == weekStart { return .laterThisWeek }
    if dayWeekStart == weekStart.adding(days: 7) { return .nextWeek }
    return nil
  }
}
