import Algorithms
import Bindings
import Entities
import Observation

/// The Upcoming list's state and logic: it asks its service for the items due
/// from today through the end of next week, keeps them sorted and grouped in
/// sections of display-ready rows, says how the sections changed, and reports
/// the user's wish to add an item to its coordinator.
@MainActor
@Observable
final class UpcomingListViewModel {
  /// How ``sections`` last changed, so that a view can update its table to
  /// match instead of rebuilding it.
  enum Change: Equatable, Sendable {
    /// Every section may have changed.
    case reloaded
    /// One row was inserted at `row` in the section at `section`; the rest kept their order.
    case inserted(row: Int, section: Int)
    /// One section, of one row, was inserted at this index; the others kept their order.
    case insertedSection(Int)
  }

  /// The screen's title.
  let title = "Upcoming"
  /// What the list says while it has no rows.
  let emptyMessage = "No Upcoming Items"
  /// The non-empty sections, in display order: `Today`, `Tomorrow`, `Later This
  /// Week`, `Next Week`.
  ///
  /// Not observed by itself: every change to the sections is announced through ``lastChange``.
  @ObservationIgnored private(set) var sections: [UpcomingSectionViewModel] = []
  /// The Error alert, shown when storage fails.
  let errorAlert = ErrorAlertViewModel()

  /// How ``sections`` last changed; `nil` until they are loaded.
  ///
  /// Views bind to it: observers are told once the sections and the change are in place.
  var lastChange: Change? { change.value }
  private let change = AnnouncedValue<Change?>(nil)

  private let service: any TodoServiceProtocol
  /// The coordinator of the Upcoming tab; held weakly, as the app coordinator keeps it.
  @ObservationIgnored private weak var delegate: (any UpcomingListViewModelDelegate)?
  private let clock: any DayClock
  private let firstWeekday: Weekday
  /// The day the list was read for, the first day of its week, and the last day it shows.
  @ObservationIgnored private var today: Day
  @ObservationIgnored private var weekStart: Day
  @ObservationIgnored private var lastShown: Day

  /// Creates the view model; nothing is read until ``load()``. Today comes from
  /// `clock`, and weeks start on `firstWeekday`.
  init(
    service: any TodoServiceProtocol, delegate: any UpcomingListViewModelDelegate, clock: any DayClock,
    firstWeekday: Weekday
  ) {
    self.service = service
    self.delegate = delegate
    self.clock = clock
    self.firstWeekday = firstWeekday
    today = clock.today()
    weekStart = today
    lastShown = today
  }

  /// Reads the items due from today through the end of next week into sorted sections.
  func load() {
    today = clock.today()
    weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    lastShown = weekStart.adding(days: 13) ?? today
    sections = []
    do {
      let rows = try service.items(dueFrom: today, through: lastShown).compactMap { item in
        section(for: item.dueDate).map { UpcomingRowViewModel(item: item, section: $0) }
      }
      for row in rows.sorted() {
        if sections.last?.section != row.section {
          sections.append(UpcomingSectionViewModel(section: row.section, rows: []))
        }
        sections[sections.count - 1].rows.append(row)
      }
    } catch {
      errorAlert.show(error.description)
    }
    change.value = .reloaded
  }

  /// The user tapped `+`.
  func addTapped() {
    delegate?.upcomingListViewModel(self, didRequestNewItemFor: clock.today())
  }

  /// The section `day` belongs to, or `nil` if it is not shown; "the same week"
  /// means the same start-of-week day, so it works across a new year.
  private func section(for day: Day) -> UpcomingSection? {
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

  /// Puts an item saved elsewhere at its place in its section, creating the
  /// section if needed; an item that is not shown changes nothing. If the day
  /// has changed since the list was read, every section may have moved: the
  /// list is read again.
  func insert(_ item: TodoItem) {
    guard clock.today() == today else { return load() }
    guard let section = section(for: item.dueDate) else { return }
    let row = UpcomingRowViewModel(item: item, section: section)
    if let index = sections.firstIndex(where: { $0.section == section }) {
      let position = sections[index].rows.partitioningIndex { row < $0 }
      sections[index].rows.insert(row, at: position)
      change.value = .inserted(row: position, section: index)
    } else {
      let index = sections.firstIndex { $0.section > section } ?? sections.count
      sections.insert(UpcomingSectionViewModel(section: section, rows: [row]), at: index)
      change.value = .insertedSection(index)
    }
  }
}
