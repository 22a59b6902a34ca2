import Entities
import ScreenKit
import Storage

/// The limit's Upcoming list: the items due from today through the end of
/// next week as the store returns them, in one section, drawn as their titles.
final class LimitUpcomingListViewController: ViewController, TableViewDataSource {
  private let store: SQLiteStore
  private let today: Day
  private let last: Day
  private let tableView = TableView()
  private var items: [TodoItem] = []

  init(store: SQLiteStore, today: Day) {
    self.store = store
    self.today = today
    last = today.startOfWeek(firstWeekday: .sunday)?.adding(days: 13) ?? today
    super.init()
    title = "Upcoming"
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in self?.addTapped() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Upcoming Items"
    view.addSubview(tableView)
    items = (try? store.items(dueFrom: today, through: last)) ?? []
  }

  private func addTapped() {
    let form = FloorFormViewController(
      title: "Add Item",
      fields: [
        TextField(label: "Name"),
        TextField(label: "Due date", text: today.description, placeholder: "YYYY-MM-DD"),
      ],
      action: "Save"
    ) { [weak self] texts in self?.add(title: texts[0], dueDate: texts[1]) }
    present(NavigationController(rootViewController: form))
  }

  private func add(title: String, dueDate text: String) {
    guard let dueDate = Day(text), let item = try? store.addItem(title: title, dueDate: dueDate) else {
      return
    }
    if today <= dueDate, dueDate <= last {
      items.append(item)
      tableView.insertRows(at: [RowPath(row: items.count - 1, section: 0)])
    }
    dismiss()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    TableCell(text: items[path.row].title)
  }
}
