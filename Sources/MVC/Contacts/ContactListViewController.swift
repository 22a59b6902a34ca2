import Entities
import Foundation
import ScreenKit
import Storage

/// The contact list. As in Apple's MVC, this controller owns the screen's
/// logic: it loads contacts from the model, keeps them sorted, feeds the table,
/// and presents the add screen.
final class ContactListViewController: ViewController, TableViewDataSource, AddContactViewControllerDelegate {
  private let store: any ContactStore
  private let tableView = TableView()
  /// The contacts in display order, each with its sort key.
  private var contacts: [(contact: Contact, key: String)] = []

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
      contacts = try store.allContacts().map { ($0, sortKey(for: $0)) }
      contacts.sort { isOrderedBefore($0, $1) }
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
    let entry = (contact: contact, key: sortKey(for: contact))
    let index = insertionIndex(of: entry)
    contacts.insert(entry, at: index)
    dismiss { [weak self] in
      self?.tableView.insertRows(at: [RowPath(row: index, section: 0)])
    }
  }

  func addContactViewControllerDidCancel(_ controller: AddContactViewController) {
    dismiss()
  }

  /// Where `entry` goes in the sorted list: after its equals, found by binary search.
  private func insertionIndex(of entry: (contact: Contact, key: String)) -> Int {
    var low = 0
    var high = contacts.count
    while low < high {
      let middle = (low + high) / 2
      if isOrderedBefore(entry, contacts[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
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
  private func sortKey(for contact: Contact) -> String {
    fullName(of: contact).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// By full name; ties keep the order in which contacts were added.
  private func isOrderedBefore(_ lhs: (contact: Contact, key: String), _ rhs: (contact: Contact, key: String))
    -> Bool
  {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.contact.id < rhs.contact.id
  }
}
