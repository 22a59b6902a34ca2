import Algorithms
import Entities
import Storage

/// The Upcoming list's logic: it reads the items due from today through the
/// end of next week through the service, sorts and groups them into sections,
/// formats the rows, and finds where a saved item goes. It asks its view (held
/// weakly) to open the add-item screen, and hears back as that screen's delegate.
@MainActor
final class UpcomingListPresenter {
  /// The view this presenter drives; weak, because the view owns the presenter.
  weak var view: (any UpcomingListViewProtocol)?
  private let service: any TodoServiceProtocol
  private let clock: any DayClock
  private let firstWeekday: Weekday
  /// The non-empty sections, in display order; each item with its title lowercased, its sort key.
  private var sections: [(section: UpcomingSection, items: [(item: TodoItem, key: String)])] = []
  /// The day the list was read for, the first day of its week, and the last day it shows.
  private var today: Day
  private var weekStart: Day
  private var lastShown: Day

  /// Creates the presenter; it reads and saves items through `service`, asks
  /// `clock` for today, and starts weeks on `firstWeekday`.
  init(service: any TodoServiceProtocol, clock: any DayClock, firstWeekday: Weekday) {
    self.service = service
    self.clock = clock
    self.firstWeekday = firstWeekday
    today = clock.today()
    weekStart = today
    lastShown = today
  }

  /// The view was loaded: show the upcoming items.
  func viewDidLoad() {
    loadItems()
  }

  /// The user tapped `+`: open the add-item screen, reporting back to this presenter.
  func didTapAdd() {
    let addPresenter = AddItemPresenter(service: service, today: clock.today())
    addPresenter.delegate = self
    view?.showAddItem(presenter: addPresenter)
  }

  /// Reads the items due from today through the end of next week, sorted and grouped, and shows them.
  private func loadItems() {
    today = clock.today()
    weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    lastShown = weekStart.adding(days: 13) ?? today
    sections = []
    do {
      let items = try service.items(dueFrom: today, through: lastShown).map {
        (item: $0, key: sortKey(for: $0))
      }
      for entry in items.sorted(by: Self.isOrderedBefore) {
        guard let section = section(for: entry.item.dueDate) else { continue }
        if sections.last?.section != section { sections.append((section, [])) }
        sections[sections.count - 1].items.append(entry)
      }
      view?.showSections(sections.map { displayData(for: $0.section, items: $0.items.map(\.item)) })
    } catch {
      view?.showSections([])
      view?.showError(error.description)
    }
  }

  /// The section a day belongs to, or `nil` if it is not shown.
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

  /// Case-insensitive, so that `apple` sorts with `Apple`.
  private func sortKey(for item: TodoItem) -> String {
    item.title.lowercased()
  }

  /// By day, then title ignoring case; ties keep the order in which items were added.
  /// `nonisolated`, so that a sort calls it as a plain function, without the
  /// main-actor check an isolated function pays on every call.
  nonisolated private static func isOrderedBefore(
    _ lhs: (item: TodoItem, key: String), _ rhs: (item: TodoItem, key: String)
  ) -> Bool {
    (lhs.item.dueDate, lhs.key, lhs.item.id) < (rhs.item.dueDate, rhs.key, rhs.item.id)
  }

  /// The section ready to show: its header and its rows.
  private func displayData(for section: UpcomingSection, items: [TodoItem]) -> UpcomingSectionDisplayData {
    UpcomingSectionDisplayData(title: section.title, rows: items.map { row(for: $0, in: section) })
  }

  /// The row for `item`: its title, and the weekday it is due unless that is today.
  private func row(for item: TodoItem, in section: UpcomingSection) -> UpcomingRowDisplayData {
    UpcomingRowDisplayData(title: item.title, dayLabel: section == .today ? nil : item.dueDate.weekday.name)
  }

  /// Puts a saved item at its place in its section, creating the section if
  /// needed; an item that is not shown changes nothing. If the day has changed
  /// since the list was read, every section may have moved: the list is read again.
  private func insert(_ item: TodoItem) {
    guard clock.today() == today else { return loadItems() }
    guard let section = section(for: item.dueDate) else { return }
    let entry = (item: item, key: sortKey(for: item))
    if let index = sections.firstIndex(where: { $0.section == section }) {
      let row = sections[index].items.partitioningIndex { Self.isOrderedBefore(entry, $0) }
      sections[index].items.insert(entry, at: row)
      view?.insertRow(self.row(for: item, in: section), at: row, inSection: index)
    } else {
      let index = sections.firstIndex { $0.section > section } ?? sections.count
      sections.insert((section, [entry]), at: index)
      view?.insertSection(displayData(for: section, items: [item]), at: index)
    }
  }
}

extension UpcomingListPresenter: AddItemPresenterDelegate {
  func addItemPresenter(_ presenter: AddItemPresenter, didAdd item: TodoItem) {
    insert(item)
  }
}
