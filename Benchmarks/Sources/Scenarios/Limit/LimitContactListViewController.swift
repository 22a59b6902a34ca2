import Entities
import ScreenKit
import Storage

/// The limit's contact list: every contact as the store returns it, drawn as its full name.
final class LimitContactListViewController: ViewController, TableViewDataSource {
  private let store: SQLiteStore
  private let tableView = TableView()
  private var contacts: [Contact] = []

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
    contacts = (try? store.allContacts()) ?? []
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
    contacts.append(contact)
    tableView.insertRows(at: [RowPath(row: contacts.count - 1, section: 0)])
    dismiss()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    let contact = contacts[path.row]
    return TableCell(text: contact.firstName + " " + contact.lastName)
  }
}
