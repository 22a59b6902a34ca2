import Algorithms
import Entities

/// The upcoming-items use case: owns the range (today through the end of next
/// week), the grouping rule (which ``NearTermDateRelation`` a day belongs to,
/// for weeks starting on the configured weekday), the sort order, and the
/// sorted list that saved items are inserted into. Today comes from the
/// injected clock, never the system's.
@MainActor
final class UpcomingListInteractor: UpcomingListInteractorInput {
  /// The presenter; weak, since the presenter owns this interactor.
  weak var output: (any UpcomingListInteractorOutput)?
  /// Reads the stored items.
  private let dataManager: any UpcomingListDataManagerProtocol
  private let clock: any DayClock
  private let firstWeekday: Weekday
  /// The upcoming items in display order, each with its date relation and its
  /// title lowercased, its sort key.
  private var upcomingItems: [(item: TodoSummary, relation: NearTermDateRelation, key: String)] = []
  /// The day the items were found for, the first day of its week, and the last day shown.
  private var today: Day
  private var weekStart: Day
  private var endOfNextWeek: Day

  /// Creates the interactor.
  init(dataManager: any UpcomingListDataManagerProtocol, clock: any DayClock, firstWeekday: Weekday) {
    self.dataManager = dataManager
    self.clock = clock
    self.firstWeekday = firstWeekday
    today = clock.today()
    weekStart = today
    endOfNextWeek = today
  }

  func findUpcomingItems() {
    today = clock.today()
    weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    endOfNextWeek = weekStart.adding(days: 13) ?? today
    do {
      upcomingItems = try dataManager.todoItems(from: today, through: endOfNextWeek)
        .compactMap { item in
          relation(of: item.dueDate).map { Self.entry(for: TodoSummary(item), relation: $0) }
        }
        .sorted(by: Self.isOrderedBefore)
      output?.foundUpcomingItems(upcomingItems.map(Self.upcomingItem))
    } catch {
      upcomingItems = []
      output?.failedToFindUpcomingItems(message: error.description)
    }
  }

  func insertNewItem(_ item: TodoSummary) {
    guard clock.today() == today else { return findUpcomingItems() }
    guard let relation = relation(of: item.dueDate) else { return }
    let entry = Self.entry(for: item, relation: relation)
    let index = upcomingItems.partitioningIndex { Self.isOrderedBefore(entry, $0) }
    let relationStart = upcomingItems.partitioningIndex { $0.relation >= relation }
    upcomingItems.insert(entry, at: index)
    output?.insertedUpcomingItem(Self.upcomingItem(entry), at: index - relationStart)
  }

  /// The group `day` belongs to, or `nil` if it is not shown: before today, or
  /// after next week. "The same week" means the same first day of the week, so
  /// it holds across a new year.
  private func relation(of day: Day) -> NearTermDateRelation? {
    guard today <= day, day <= endOfNextWeek else { return nil }
    if day == today { return .today }
    let dayWeekStart = day.startOfWeek(firstWeekday: firstWeekday)
    if day == today.adding(days: 1) {
      return dayWeekStart == weekStart ? .tomorrow : .nextWeek
    }
    if dayWeekStart == weekStart { return .laterThisWeek }
    if dayWeekStart == weekStart.adding(days: 7) { return .nextWeek }
    return nil
  }

  /// The item with its relation and its sort key: the title lowercased, so
  /// that `apple` sorts with `Apple`.
  private static func entry(for item: TodoSummary, relation: NearTermDateRelation)
    -> (item: TodoSummary, relation: NearTermDateRelation, key: String)
  {
    (item, relation, item.title.lowercased())
  }

  /// By day, then title ignoring case; ties keep the order in which items were added.
  /// `nonisolated`, so that a sort calls it as a plain function, without the
  /// main-actor check an isolated function pays on every call.
  nonisolated private static func isOrderedBefore(
    _ lhs: (item: TodoSummary, relation: NearTermDateRelation, key: String),
    _ rhs: (item: TodoSummary, relation: NearTermDateRelation, key: String)
  ) -> Bool {
    (lhs.item.dueDate, lhs.key, lhs.item.id) < (rhs.item.dueDate, rhs.key, rhs.item.id)
  }

  /// What the presenter is handed for an entry.
  private static func upcomingItem(_ entry: (item: TodoSummary, relation: NearTermDateRelation, key: String))
    -> UpcomingItem
  {
    UpcomingItem(title: entry.item.title, dueDate: entry.item.dueDate, dateRelation: entry.relation)
  }
}
