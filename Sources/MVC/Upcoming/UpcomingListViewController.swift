import Entities
import ScreenKit
import Storage

/// The Upcoming list. As in Apple's MVC, this controller owns the screen's
/// logic: it asks the model for the items due through next week, groups and
/// sorts them into sections, formats each row, and presents the add screen.
final class UpcomingListViewController: ViewController, TableViewDataSource, AddItemViewControllerDelegate {
  private let store: any TodoStore
  private let clock: any DayClock
  private let firstWeekday: Weekday
  private let tableView = TableView()
  /// The non-empty sections, in display order.
  private var sections: [(title: String, items: [TodoItem])] = []
  private var today: Day

  init(store: any TodoStore, clock: any DayClock, firstWeekday: Weekday) {
    self.store = store
    self.clock = clock
    self.firstWeekday = firstWeekday
    today = clock.today()
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

  private func loadItems() {
    today = clock.today()
    let weekStart = today.startOfWeek(firstWeekday: firstWeekday) ?? today
    let lastShown = weekStart.adding(days: 13) ?? today
    do {
      let items = try store.items(dueFrom: today, through: lastShown)
      sections = group(items, weekStart: weekStart)
    } catch {
      sections = []
      presentErrorAlert(error.description)
    }
    tableView.reloadData()
  }

  /// Sorts items by day, title (case-insensitive) and order added, and splits
  /// them into the Today, Tomorrow, Later This Week and Next Week sections.
  private func group(_ items: [TodoItem], weekStart: Day) -> [(title: String, items: [TodoItem])] {
    let sorted = items.sorted {
      ($0.dueDate, $0.title.lowercased(), $0.id) < ($1.dueDate, $1.title.lowercased(), $1.id)
    }
    let titles = ["Today", "Tomorrow", "Later This Week", "Next Week"]
    return titles.compactMap { title in
      let members = sorted.filter { sectionTitle(for: $0.dueDate, weekStart: weekStart) == title }
      return members.isEmpty ? nil : (title, members)
    }
  }

  /// The section a day belongs to, or `nil` if it is not shown.
  private func sectionTitle(for day: Day, weekStart: Day) -> String? {
    let dayWeekStart = day.startOfWeek(firstWeekday: firstWeekday)
    let nextWeekStart = weekStart.adding(days: 7)
    if day < today { return nil }
    if day == today { return "Today" }
    if day == today.adding(days: 1) {
      return dayWeekStart == weekStart ? "Tomorrow" : "Next Week"
    }
    if dayWeekStart == weekStart { return "Later This Week" }
    if dayWeekStart == nextWeekStart { return "Next Week" }
    return nil
  }

  private func addTapped() {
    let addController = AddItemViewController(store: store, today: clock.today())
    addController.delegate = self
    present(NavigationController(rootViewController: addController))
  }

  func addItemViewController(_ controller: AddItemViewController, didAdd item: TodoItem) {
    dismiss { [weak self] in self?.loadItems() }
  }

  func addItemViewControllerDidCancel(_ controller: AddItemViewController) {
    dismiss()
  }

  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    let item = sections[path.section].items[path.row]
    return TableCell(text: item.title, detailText: item.dueDate == today ? nil : item.dueDate.weekday.name)
  }
}
