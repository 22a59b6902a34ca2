import Entities
import ScreenKit
import Storage

/// The floor's contact list: reads every contact once, sorts them by the
/// feature's rule (full name, case- and diacritic-insensitive, ties by id;
/// each key an `Entities.FoldedKey`, computed once), and answers the table
/// from that array.
final class FloorContactListViewController: ViewController, TableViewDataSource {
  private struct Row {
    var key: FoldedKey
    var id: Int64
    var fullName: String
  }

  private let store: SQLiteStore
  private let tableView = TableView()
  private var rows: [Row] = []

  init(store: SQLiteStore) {
    self.store = store
    super.init()
    title = "Contacts"
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in self?.addTapped() }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Contacts"
    view.addSubview(tableView)
    rows = ((try? store.allContacts()) ?? []).map(Self.row)
    rows.sort(by: Self.isOrderedBefore)
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
    tableView.insertRows(at: [RowPath(row: low, section: 0)])
    dismiss()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    TableCell(text: rows[path.row].fullName)
  }

  private nonisolated static func row(_ contact: Contact) -> Row {
    let fullName = contact.firstName + " " + contact.lastName
    return Row(key: FoldedKey(fullName), id: contact.id, fullName: fullName)
  }

  private nonisolated static func isOrderedBefore(_ lhs: Row, _ rhs: Row) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.id < rhs.id
  }
}
