import Algorithms
import Entities

/// The Upcoming list's interactor: owns the range (today through the end of
/// next week), the grouping rule (which ``UpcomingListModels/DueGroup`` a day
/// belongs to, for weeks starting on the configured weekday), the sort order
/// and the sorted list that added items are inserted into. It reads through
/// the to-dos worker, asks the injected clock for today, and keeps the
/// scene's data store.
@MainActor
final class UpcomingListInteractor: UpcomingListBusinessLogic, UpcomingListDataStore {
  /// One shown item with its group and its sort key, the title lowercased.
  private typealias Entry = (item: TodoItem, group: UpcomingListModels.DueGroup, key: String)

  /// Formats the responses.
  var presenter: (any UpcomingListPresentationLogic)?
  var addedItem: TodoItem?
  /// Reads the stored items.
  private let worker: TodosWorker
  private let clock: any DayClock
  private let firstWeekday: Weekday
  /// The shown items in display order.
  private var entries: [Entry] = []
  /// The day the items were read for, the first day of its week, and the last day shown.
  private var today: Day
  private var weekStart: Day
  private var endOfNextWeek: Day

  /// Creates the interactor.
  init(worker: TodosWorker, clock: any DayClock, firstWeekday: Weekday) {
    self.worker = worker
    self.clock = clock
    self.firstWeekday = firstWeekday
    today = clock.today()
    weekStart = today
    endOfNextWeek = today
  }

  func fetchItems(request: UpcomingListModels.FetchItems.Request) {
    today = clock.today()
    weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    endOfNextWeek = weekStart.adding(days: 13) ?? today
    do {
      entries = try worker.fetchItems(dueFrom: today, through: endOfNextWeek)
        .compactMap { item in dueGroup(of: item.dueDate).map { (item, $0, item.title.lowercased()) } }
        .sorted(by: Self.isOrderedBefore)
      var groups: [UpcomingListModels.FetchItems.Response.Group] = []
      for entry in entries {
        if groups.last?.dueGroup != entry.group { groups.append(.init(dueGroup: entry.group, items: [])) }
        groups[groups.count - 1].items.append(entry.item)
      }
      presenter?.presentFetchedItems(response: .init(groups: groups))
    } catch {
      entries = []
      presenter?.presentFetchedItems(response: .init(groups: [], error: error))
    }
  }

  func insertAddedItem(request: UpcomingListModels.InsertItem.Request) {
    guard let item = addedItem else { return }
    addedItem = nil
    guard clock.today() == today else { return fetchItems(request: .init()) }
    guard let group = dueGroup(of: item.dueDate) else { return }
    let entry: Entry = (item, group, item.title.lowercased())
    let index = entries.partitioningIndex { Self.isOrderedBefore(entry, $0) }
    let groupStart = entries.partitioningIndex { $0.group >= group }
    let section = Set(entries[..<groupStart].map(\.group)).count
    let isNewSection = groupStart == entries.count || entries[groupStart].group != group
    entries.insert(entry, at: index)
    presenter?.presentInsertedItem(
      response: .init(
        item: item, dueGroup: group, section: section, row: index - groupStart, isNewSection: isNewSection))
  }

  /// The group `day` belongs to, or `nil` if it is not shown: before today, or
  /// after next week. "The same week" means the same first day of the week, so
  /// it holds across a new year.
  private func dueGroup(of day: Day) -> UpcomingListModels.DueGroup? {
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

  /// By day, then title ignoring case; ties keep the order in which items were added.
  /// `nonisolated`, so that a sort calls it as a plain function, without the
  /// main-actor check an isolated function pays on every call.
  nonisolated private static func isOrderedBefore(_ lhs: Entry, _ rhs: Entry) -> Bool {
    (lhs.item.dueDate, lhs.key, lhs.item.id) < (rhs.item.dueDate, rhs.key, rhs.item.id)
  }
}
