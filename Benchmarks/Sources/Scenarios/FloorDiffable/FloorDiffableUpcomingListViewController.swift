import Entities
import ScreenKit
import Storage

/// The diffable floor's Upcoming list: the items read, sorted and grouped as
/// ``FloorUpcomingListViewController`` does, shown through a diffable data source whose
/// sections are the section kinds and items the items' ids; an add puts the row in place,
/// then applies a snapshot of every section and id.
final class FloorDiffableUpcomingListViewController: ViewController {
  private struct Row {
    var item: TodoItem
    var key: String
  }

  private struct Section {
    /// 0 Today, 1 Tomorrow, 2 Later This Week, 3 Next Week.
    var kind: Int
    var rows: [Row]
  }

  private static let titles = ["Today", "Tomorrow", "Later This Week", "Next Week"]

  private let store: SQLiteStore
  private let today: Day
  private let weekStart: Day
  private let tableView = TableView()
  private var sections: [Section] = []
  private var items: [Int64: TodoItem] = [:]
  private var dataSource: HeadedDataSource?

  /// A diffable data source whose sections have the Upcoming headers.
  final class HeadedDataSource: TableViewDiffableDataSource<Int, Int64> {
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      let kinds = snapshot().sectionIdentifiers
      return kinds.indices.contains(section)
        ? FloorDiffableUpcomingListViewController.titles[kinds[section]] : nil
    }
  }

  init(store: SQLiteStore, today: Day) {
    self.store = store
    self.today = today
    weekStart = today.startOfWeek(firstWeekday: .sunday) ?? today
    super.init()
    title = "Upcoming"
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in self?.addTapped() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.emptyMessage = "No Upcoming Items"
    view.addSubview(tableView)
    let today = today
    dataSource = HeadedDataSource(tableView: tableView) { [weak self] _, _, id in
      guard let item = self?.items[id] else { return nil }
      return TableCell(text: item.title, detailText: item.dueDate == today ? nil : item.dueDate.weekday.name)
    }
    let last = weekStart.adding(days: 13) ?? today
    var rows = ((try? store.items(dueFrom: today, through: last)) ?? []).map {
      Row(item: $0, key: $0.title.lowercased())
    }
    rows.sort(by: Self.isOrderedBefore)
    for row in rows {
      guard let kind = sectionKind(of: row.item.dueDate) else { continue }
      if sections.last?.kind != kind { sections.append(Section(kind: kind, rows: [])) }
      sections[sections.count - 1].rows.append(row)
      items[row.item.id] = row.item
    }
    applySnapshot()
  }

  private func applySnapshot() {
    var snapshot = DiffableDataSourceSnapshot<Int, Int64>()
    for section in sections {
      snapshot.appendSections([section.kind])
      snapshot.appendItems(Self.ids(of: section.rows), toSection: section.kind)
    }
    dataSource?.apply(snapshot)
  }

  /// The section of `day`, following Docs/Feature.md's rules, or `nil` if not shown.
  private func sectionKind(of day: Day) -> Int? {
    if day < today { return nil }
    if day == today { return 0 }
    let dayWeekStart = day.startOfWeek(firstWeekday: .sunday)
    if day == today.adding(days: 1) { return dayWeekStart == weekStart ? 1 : 3 }
    if dayWeekStart == weekStart { return 2 }
    if dayWeekStart == weekStart.adding(days: 7) { return 3 }
    return nil
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
    if let kind = sectionKind(of: dueDate) {
      let row = Row(item: item, key: item.title.lowercased())
      items[item.id] = item
      if let index = sections.firstIndex(where: { $0.kind == kind }) {
        let rows = sections[index].rows
        var low = 0
        var high = rows.count
        while low < high {
          let middle = (low + high) / 2
          if Self.isOrderedBefore(row, rows[middle]) { high = middle } else { low = middle + 1 }
        }
        sections[index].rows.insert(row, at: low)
      } else {
        let index = sections.firstIndex { $0.kind > kind } ?? sections.count
        sections.insert(Section(kind: kind, rows: [row]), at: index)
      }
      applySnapshot()
    }
    dismiss()
  }

  /// The rows' ids, in order (off the main actor's closure checks: a plain loop).
  private nonisolated static func ids(of rows: [Row]) -> [Int64] { rows.map { $0.item.id } }

  private nonisolated static func isOrderedBefore(_ lhs: Row, _ rhs: Row) -> Bool {
    (lhs.item.dueDate, lhs.key, lhs.item.id) < (rhs.item.dueDate, rhs.key, rhs.item.id)
  }
}
