import ScreenKit

/// The contact list's view: a passive screen that draws the rows its presenter
/// gives it and passes its life cycle and the `+` tap to its event handler.
@MainActor
final class ContactListViewController: ViewController, ContactListViewInterface, TableViewDataSource {
  /// The presenter; owned by this view.
  private let eventHandler: any ContactListModuleInterface
  private let tableView = TableView()
  private var contacts: [ContactDisplayItem] = []

  /// Creates the screen; its title names the tab before the view loads.
  init(eventHandler: any ContactListModuleInterface) {
    self.eventHandler = eventHandler
    super.init()
    title = "Contacts"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Contacts"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.eventHandler.addNewEntry()
    }
    eventHandler.updateView()
  }

  func showNoContentMessage() {
    contacts = []
    tableView.reloadData()
  }

  func showContacts(_ contacts: [ContactDisplayItem]) {
    self.contacts = contacts
    tableView.reloadData()
  }

  func insertContact(_ contact: ContactDisplayItem, at index: Int) {
    contacts.insert(contact, at: index)
    tableView.insertRows(at: [RowPath(row: index, section: 0)])
  }

  func showErrorMessage(_ message: String) {
    presentErrorAlert(message)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    TableCell(text: contacts[path.row].name)
  }
}
