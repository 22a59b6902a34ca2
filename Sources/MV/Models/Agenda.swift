import Algorithms
import Entities
import Observation
import Storage

/// The to-do items due from today through the end of next week, as the app
/// shows them: read from storage once, grouped into sections in order, and an
/// item added put at its place. The model every Upcoming view reads from the
/// environment; it knows no view.
@MainActor
@Observable
final class Agenda {
  /// The non-empty sections, in display order.
  private(set) var groups: [UpcomingGroup] = []
  @ObservationIgnored private let store: any TodoStore
  @ObservationIgnored private let clock: any DayClock
  @ObservationIgnored private let firstWeekday: Weekday
  /// The days the list was read for; `nil` until it is.
  @ObservationIgnored private var days: UpcomingDays?

  /// The items of `store`, not read yet; today from `clock`, weeks starting on `firstWeekday`.
  init(store: any TodoStore, clock: any DayClock, firstWeekday: Weekday) {
    self.store = store
    self.clock = clock
    self.firstWeekday = firstWeekday
  }

  /// Today, from the clock: the day a new item is due unless told otherwise.
  var today: Day { clock.today() }

  /// Reads the items the first time it is called; later calls change nothing.
  func loadIfNeeded() throws(AlertMessage) {
    guard days == nil else { return }
    try load()
  }

  /// Reads the items due from today through the end of next week, sorted and grouped.
  func load() throws(AlertMessage) {
    let days = UpcomingDays(today: clock.today(), firstWeekday: firstWeekday)
    self.days = days
    var groups: [UpcomingGroup] = []
    defer { self.groups = groups }
    let items: [TodoItem]
    do {
      items = try store.items(dueFrom: days.today, through: days.lastShown)
    } catch {
      throw AlertMessage(error.description)
    }
    let shown = items.compactMap { item in
      days.section(for: item.dueDate).map { ($0, UpcomingEntry(item, in: $0)) }
    }
    for (section, entry) in Self.inOrder(shown) {
      if groups.last?.section != section { groups.append(UpcomingGroup(section: section, entries: [])) }
      groups[groups.count - 1].entries.append(entry)
    }
  }

  /// Validates `draft`, saves the item, and inserts it at its place in its
  /// section (the section too, when it was empty); an item not shown changes
  /// nothing. If the day has changed since the list was read, it is read again.
  @discardableResult
  func add(_ draft: ItemDraft) throws(AlertMessage) -> TodoItem {
    let input = try draft.validated()
    let item: TodoItem
    do {
      item = try store.addItem(title: input.title, dueDate: input.dueDate)
    } catch {
      throw AlertMessage(error.description)
    }
    guard let days, days.today == clock.today() else {
      try load()
      return item
    }
    guard let section = days.section(for: item.dueDate) else { return item }
    let entry = UpcomingEntry(item, in: section)
    if let index = groups.firstIndex(where: { $0.section == section }) {
      groups[index].entries.insert(entry, at: groups[index].entries.partitioningIndex { entry < $0 })
    } else {
      let index = groups.firstIndex { $0.section > section } ?? groups.count
      groups.insert(UpcomingGroup(section: section, entries: [entry]), at: index)
    }
    return item
  }
}

extension Agenda {
  /// `shown` in the list's order, its entries'. Off the main actor: there the sort's
  /// comparison, a closure isolated to it, was not inlined, and sorting 18 266
  /// entries took 45 ms instead of 7 ms (ScenarioProbe openUpcoming, N = 100 000).
  private nonisolated static func inOrder(
    _ shown: [(UpcomingSection, UpcomingEntry)]
  ) -> [(UpcomingSection, UpcomingEntry)] {
    shown.sorted(by: { $0.1 < $1.1 })
  }
}
