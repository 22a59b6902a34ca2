import Algorithms
import Entities
import ScreenKit
import Storage

/// The Upcoming list. As in Apple's MVC, this controller owns the screen's
/// logic: it asks the model for the items due through next week, sorts and
/// groups them into sections, formats each row, presents the add screen, and
/// inserts a saved item at its place.
final class UpcomingListViewController: ViewController, TableViewDataSource, AddItemViewControllerDelegate {
  private let store: any TodoStore
  private let clock: any DayClock
  private let firstWeekday: Weekday
  private let tableView = TableView()
  /// The non-empty sections, in display order; each item with its title lowercased, its sort key.
  private var sections: [(section: UpcomingSection, items: [(item: TodoItem, key: String)])] = []
  /// The day the list was read for, the first day of its week, and the last day it shows.
  private var today: Day
  private var weekStart: Day
  private var lastShown: Day

  init(store: any TodoStore, clock: any DayClock, firstWeekday: Weekday) {
    self.store = store
    self.clock = clock
    self.firstWeekday = firstWeekday
    today = clock.today()
    weekStart = today
    lastShown = today
    super.init()
    title = "Upcoming"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Upcoming Items"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.addTapped()
    }
    loadItems()
  }

  /// Reads the items due from today through the end of next week, sorted and grouped.
  private func loadItems() {
    today = clock.today()
    weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    lastShown = weekStart.adding(days: 13) ?? today
    sections = []
    do {
      let items = try store.items(dueFrom: today, through: lastShown).map {
        (item: $0, key: sortKey(for: $0))
      }
      for entry in items.sorted(by: Self.isOrderedBefore) {
        guard let section = section(for: entry.item.dueDate) else { continue }
        if sections.last?.section != section { sections.append((section, [])) }
        sections[sections.count - 1].items.append(entry)
      }
    } catch {
      presentErrorAlert(error.description)
    }
    tableView.reloadData()
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

  private func addTapped() {
    let addController = AddItemViewController(store: store, today: clock.today())
    addController.delegate = self
    present(NavigationController(rootViewController: addController))
  }

  func addItemViewController(_ controller: AddItemViewController, didAdd item: TodoItem) {
    dismiss { [weak self] in self?.insert(item) }
  }

  func addItemViewControllerDidCancel(_ controller: AddItemViewController) {
    dismiss()
  }

  /// Inserts a saved item at its place in its section, creating the section if
  /// needed; an item that is not shown changes nothing. If the day has changed
  /// since the list was read, every section may have moved: the list is read again.
  private func insert(_ item: TodoItem) {
    guard clock.today() == today else { return loadItems() }
    guard let section = section(for: item.dueDate) else { return }
    let entry = (item: item, key: sortKey(for: item))
    if let index = sections.firstIndex(where: { $0.section == section }) {
      let row = sections[index].items.partitioningIndex { Self.isOrderedBefore(entry, $0) }
      sections[index].items.insert(entry, at: row)
      tableView.insertRows(at: [RowPath(row: row, section: index)])
    } else {
      let index = sections.firstIndex { $0.section > section } ?? sections.count
      sections.insert((section, [entry]), at: index)
      tableView.insertSections([index])
    }
  }

  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].section.title
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    let (section, items) = sections[path.section]
    let item = items[path.row].item
    return TableCell(text: item.title, detailText: section == .today ? nil : item.dueDate.weekday.name)
  }
}
