import Entities
import Storage

/// The Upcoming list's logic: it reads the items due from today through the
/// end of next week through the service, groups them into sections, sorts
/// and formats the rows, and reads them again after a save. It asks its view
/// (held weakly) to open the add-item screen, and hears back as that screen's
/// delegate.
@MainActor
final class UpcomingListPresenter {
  /// The view this presenter drives; weak, because the view owns the presenter.
  weak var view: (any UpcomingListViewProtocol)?
  private let service: any TodoServiceProtocol
  private let clock: any DayClock
  private let firstWeekday: Weekday

  /// The section titles, in display order.
  private static let sectionTitles = ["Today", "Tomorrow", "Later This Week", "Next Week"]

  /// Creates the presenter; it reads and saves items through `service`, asks
  /// `clock` for today, and starts weeks on `firstWeekday`.
  init(service: any TodoServiceProtocol, clock: any DayClock, firstWeekday: Weekday) {
    self.service = service
    self.clock = clock
    self.firstWeekday = firstWeekday
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

  /// Reads the items due from today through the end of next week and shows them.
  private func loadItems() {
    let today = clock.today()
    let weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    let lastShown = weekStart.adding(days: 13) ?? today
    do {
      let items = try service.items(dueFrom: today, through: lastShown)
      view?.showSections(sections(of: items, today: today, weekStart: weekStart))
    } catch {
      view?.showSections([])
      view?.showError(error.description)
    }
  }

  /// Sorts items by day, title (case-insensitive) and order added, and splits
  /// them into the non-empty sections, in display order.
  private func sections(of items: [TodoItem], today: Day, weekStart: Day) -> [UpcomingSectionDisplayData] {
    let sorted = items.sorted {
      ($0.dueDate, $0.title.lowercased(), $0.id) < ($1.dueDate, $1.title.lowercased(), $1.id)
    }
    let grouped = Dictionary(grouping: sorted) {
      sectionTitle(for: $0.dueDate, today: today, weekStart: weekStart)
    }
    return Self.sectionTitles.compactMap { title in
      guard let members = grouped[title] else { return nil }
      return UpcomingSectionDisplayData(title: title, rows: members.map { row(for: $0, today: today) })
    }
  }

  /// The section a day belongs to, or `nil` if it is not shown.
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

  /// The row for `item`: its title, and the weekday it is due unless that is today.
  private func row(for item: TodoItem, today: Day) -> UpcomingRowDisplayData {
    UpcomingRowDisplayData(
      title: item.title, dayLabel: item.dueDate == today ? nil : item.dueDate.weekday.name)
  }
}

extension UpcomingListPresenter: AddItemPresenterDelegate {
  func addItemPresenter(_ presenter: AddItemPresenter, didAdd item: TodoItem) {
    loadItems()
  }
}
