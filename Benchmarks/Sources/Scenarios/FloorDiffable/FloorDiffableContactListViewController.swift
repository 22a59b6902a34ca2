import Entities
import ScreenKit
import Storage

/// The diffable floor's contact list: the rows read, keyed and sorted as
/// ``FloorContactListViewController`` does, shown through a diffable data source whose
/// items are the contacts' ids; an add puts the row in place, then applies a snapshot of
/// every id.
final class FloorDiffableContactListViewController: ViewController {
  private struct Row {
    var key: FoldedKey
    var id: Int64
    var fullName: String
  }

  private let store: SQLiteStore
  private let tableView = TableView()
  private var rows: [Row] = []
  private var names: [Int64: String] = [:]
  private var dataSource: TableViewDiffableDataSource<Int, Int64>?

  init(store: SQLiteStore) {
    self.store = store
    super.init()
    title = "Contacts"
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in self?.addTapped() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.emptyMessage = "No Contacts"
    view.addSubview(tableView)
    dataSource = TableViewDiffableDataSource(tableView: tableView) { [weak self] _, _, id in
      TableCell(text: self?.names[id] ?? "")
    }
    rows = ((try? store.allContacts()) ?? []).map(Self.row)
    rows.sort(by: Self.isOrderedBefore)
    for row in rows { names[row.id] = row.fullName }
    applySnapshot()
  }

  private func applySnapshot() {
    var snapshot = DiffableDataSourceSnapshot<Int, Int64>()
    snapshot.appendSections([0])
    snapshot.appendItems(Self.ids(of: rows))
    dataSource?.apply(snapshot)
  }

  private func addTapped() {
    let form = FloorFormViewController(
      title: "New Contact", fields: [TextField(label: "First name"), TextField(label: "Last name")],
      action: "Done"
    ) { [weak self] texts in self?.add(firstName: texts[0], lastName: texts[1]) }
    present(NavigationController(rootViewController: form))
  }

  private func add(firstName: String, lastName: String) {
    guard let contact = try? store.addContact(firstName: firstName, lastName: lastName) else { return }
    let row = Self.row(contact)
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if Self.isOrderedBefore(row, rows[middle]) { high = middle } else { low = middle + 1 }
    }
    rows.insert(row, at: low)
    names[row.id] = row.fullName
    applySnapshot()
    dismiss()
  }

  /// The rows' ids, in order (off the main actor's closure checks: a plain loop).
  private nonisolated static func ids(of rows: [Row]) -> [Int64] { rows.map { $0.id } }

  private nonisolated static func row(_ contact: Contact) -> Row {
    let fullName = contact.firstName + " " + contact.lastName
    return Row(key: FoldedKey(fullName), id: contact.id, fullName: fullName)
  }

  private nonisolated static func isOrderedBefore(_ lhs: Row, _ rhs: Row) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.id < rhs.id
  }
}
