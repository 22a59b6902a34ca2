import Entities
import Observation

/// The Upcoming list's state and logic: it asks its service for the items due
/// from today through the end of next week, sorts and groups them into
/// sections, formats each row's day, and asks its router for the Add Item screen.
@MainActor
@Observable
final class UpcomingListViewModel {
  /// The screen's title.
  let title = "Upcoming"
  /// What the list says while it has no rows.
  let emptyMessage = "No Upcoming Items"
  /// The Error alert, shown when storage fails.
  let errorAlert = ErrorAlertViewModel()

  /// The non-empty sections, in display order: `Today`, `Tomorrow`, `Later This
  /// Week`, `Next Week`.
  ///
  /// Views bind to it: observers are told once the new sections are in place.
  private(set) var sections: [UpcomingSectionViewModel] {
    get {
      access(keyPath: \.sections)
      return _sections
    }
    set {
      _sections = newValue
      withMutation(keyPath: \.sections) {}
    }
  }
  @ObservationIgnored private var _sections: [UpcomingSectionViewModel] = []

  private let service: any TodoServiceProtocol
  private let router: any UpcomingListRouterProtocol
  private let clock: any DayClock
  private let firstWeekday: Weekday

  /// The order of the sections, each omitted when empty.
  private static let sectionTitles = ["Today", "Tomorrow", "Later This Week", "Next Week"]

  /// Creates the view model; nothing is read until ``load()``. Today comes from
  /// `clock`, and weeks start on `firstWeekday`.
  init(
    service: any TodoServiceProtocol, router: any UpcomingListRouterProtocol, clock: any DayClock,
    firstWeekday: Weekday
  ) {
    self.service = service
    self.router = router
    self.clock = clock
    self.firstWeekday = firstWeekday
  }

  /// Reads the items due from today through the end of next week into sections.
  func load() {
    let today = clock.today()
    let weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    let lastShown = weekStart.adding(days: 13) ?? today
    do {
      let items = try service.items(dueFrom: today, through: lastShown)
      sections = sections(of: items, today: today, weekStart: weekStart)
    } catch {
      sections = []
      errorAlert.show(error.description)
    }
  }

  /// The user tapped `+`.
  func addTapped() {
    router.showAddItem(today: clock.today(), delegate: self)
  }

  /// Sorts `items` by day, title ignoring case and order added, and splits them
  /// into the non-empty sections, each row labelled with its day.
  private func sections(of items: [TodoItem], today: Day, weekStart: Day) -> [UpcomingSectionViewModel] {
    let sorted = items.sorted {
      ($0.dueDate, $0.title.lowercased(), $0.id) < ($1.dueDate, $1.title.lowercased(), $1.id)
    }
    var rowsBySection: [String: [UpcomingRowViewModel]] = [:]
    for item in sorted {
      guard let section = sectionTitle(for: item.dueDate, today: today, weekStart: weekStart) else {
        continue
      }
      let dayLabel = item.dueDate == today ? nil : item.dueDate.weekday.name
      rowsBySection[section, default: []].append(UpcomingRowViewModel(title: item.title, dayLabel: dayLabel))
    }
    return Self.sectionTitles.compactMap { title in
      rowsBySection[title].map { UpcomingSectionViewModel(title: title, rows: $0) }
    }
  }

  /// The section `day` belongs to, or `nil` if it is not shown; "the same week"
  /// means the same start-of-week day, so it works across a new year.
  private func sectionTitle(for day: Day, today: Day, weekStart: Day) -> String? {
    let dayWeekStart = day.startOfWeek(firstWeekday: firstWeekday)
    if day < today { return nil }
    if day == today { return "Today" }
    if day == today.adding(days: 1) {
      return dayWeekStart == weekStart ? "Tomorrow" : "Next Week"
    }
    if dayWeekStart == weekStart { return "Later This Week" }
    if dayWeekStart == weekStart.adding(days: 7) { return "Next Week" }
    return nil
  }
}

extension UpcomingListViewModel: AddItemViewModelDelegate {
  func addItemViewModel(_ viewModel: AddItemViewModel, didAdd item: TodoItem) {
    load()
  }
}
