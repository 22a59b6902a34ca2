import Algorithms
import Entities
import ScreenKit
import Storage

/// The contact list. As in Apple's MVC, this controller owns the screen's
/// logic: it loads contacts from the model, keeps them sorted, feeds the table,
/// presents the add screen, and inserts a saved contact at its place.
final class ContactListViewController: ViewController, TableViewDataSource, AddContactViewControllerDelegate {
  private let store: any ContactStore
  private let tableView = TableView()
  /// The contacts in display order, each with its sort key.
  private var contacts: [(contact: Contact, key: FoldedKey)] = []

  init(store: any ContactStore) {
    self.store = store
    super.init()
    title = "Contacts"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Contacts"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.addTapped()
    }
    loadContacts()
  }

  private func loadContacts() {
    do {
      contacts = try store.allContacts().map { (contact: $0, key: sortKey(for: $0)) }
      contacts.sort(by: Self.isOrderedBefore)
    } catch {
      contacts = []
      presentErrorAlert(error.description)
    }
    tableView.reloadData()
  }

  private func addTapped() {
    let addController = AddContactViewController(store: store)
    addController.delegate = self
    present(NavigationController(rootViewController: addController))
  }

  func addContactViewController(_ controller: AddContactViewController, didAdd contact: Contact) {
    dismiss { [weak self] in self?.insert(contact) }
  }

  func addContactViewControllerDidCancel(_ controller: AddContactViewController) {
    dismiss()
  }

  /// Inserts a saved contact at its sorted place: after its equals, found by binary search.
  private func insert(_ contact: Contact) {
    let entry = (contact: contact, key: sortKey(for: contact))
    let index = contacts.partitioningIndex { Self.isOrderedBefore(entry, $0) }
    contacts.insert(entry, at: index)
    tableView.insertRows(at: [RowPath(row: index, section: 0)])
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    TableCell(text: fullName(of: contacts[path.row].contact))
  }

  private func fullName(of contact: Contact) -> String {
    contact.firstName + " " + contact.lastName
  }

  /// Case- and diacritic-insensitive, so that `émile` sorts with `Emile`.
  private func sortKey(for contact: Contact) -> FoldedKey {
    FoldedKey(fullName(of: contact))
  }

  /// By full name; ties keep the order in which contacts were added.
  /// `nonisolated`, so that a sort calls it as a plain function, without the
  /// main-actor check an isolated function pays on every call.
  nonisolated private static func isOrderedBefore(
    _ lhs: (contact: Contact, key: FoldedKey), _ rhs: (contact: Contact, key: FoldedKey)
  ) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.contact.id < rhs.contact.id
  }
}
