import Entities

/// The upcoming-items use case: owns the range (today through the end of next
/// week), the grouping rule (which ``NearTermDateRelation`` a day belongs to,
/// for weeks starting on the configured weekday) and the sort order. Today
/// comes from the injected clock, never the system's.
@MainActor
final class UpcomingListInteractor: UpcomingListInteractorInput {
  /// The presenter; weak, since the presenter owns this interactor.
  weak var output: (any UpcomingListInteractorOutput)?
  /// Reads the stored items.
  let dataManager: any UpcomingListDataManagerProtocol
  private let clock: any DayClock
  private let firstWeekday: Weekday

  /// Creates the interactor.
  init(dataManager: any UpcomingListDataManagerProtocol, clock: any DayClock, firstWeekday: Weekday) {
    self.dataManager = dataManager
    self.clock = clock
    self.firstWeekday = firstWeekday
  }

  func findUpcomingItems() {
    let today = clock.today()
    let weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    let endOfNextWeek = weekStart.adding(days: 13) ?? today
    do {
      let items = try dataManager.todoItems(from: today, through: endOfNextWeek)
      output?.foundUpcomingItems(upcomingItems(from: items, today: today, weekStart: weekStart))
    } catch {
      output?.failedToFindUpcomingItems(message: error.description)
    }
  }

  /// The items that have a date relation, sorted by due date, title ignoring
  /// case, and order added.
  private func upcomingItems(from items: [TodoItem], today: Day, weekStart: Day) -> [UpcomingItem] {
    items
      .sorted { ($0.dueDate, $0.title.lowercased(), $0.id) < ($1.dueDate, $1.title.lowercased(), $1.id) }
      .compactMap { item in
        relation(of: item.dueDate, today: today, weekStart: weekStart).map {
          UpcomingItem(title: item.title, dueDate: item.dueDate, dateRelation: $0)
        }
      }
  }

  /// The group `day` belongs to, or `nil` if it is not shown: before today, or
  /// after next week. "The same week" means the same first day of the week, so
  /// it holds across a new year.
  private func relation(of day: Day, today: Day, weekStart: Day) -> NearTermDateRelation? {
    let dayWeekStart = day.startOfWeek(firstWeekday: firstWeekday)
    if day < today { return nil }
    if day == today { return .today }
    if day == today.adding(days: 1) {
      return dayWeekStart == weekStart ? .tomorrow : .nextWeek
    }
    if dayWeekStart == weekStart { return .laterThisWeek }
    if dayWeekStart == weekStart.adding(days: 7) { return .nextWeek }
    return nil
  }
}
