import ComposableArchitectureKit
import ScreenKit

/// The contact list's view: it draws the rows of its store's state, inserts
/// a row where the state gained one, presents New Contact while the state
/// holds it, and sends what the user did as actions.
final class ContactListViewController: ViewController, TableViewDataSource {
  private let store: Store<ContactListFeature.State, ContactListFeature.Action>
  private let tableView = TableView()
  /// The rows the table shows, to tell an insertion from a new list.
  private var rows: [ContactRow]?

  /// Creates the screen, titled at once so that its tab is named before it loads.
  init(store: Store<ContactListFeature.State, ContactListFeature.Action>) {
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
      self?.store.send(.addButtonTapped)
    }
    observe(self, { $0.store.state.rows }, onChange: { $0.show($1) })
    observe(self, { $0.store.state.addContact != nil }, onChange: { $0.showAddContact($1) })
    observe(self, { $0.store.state.alert != nil }) { screen, _ in
      guard let alert = screen.store.scope(state: \.alert, action: \.alert) else { return }
      screen.present(AlertController(store: alert))
    }
    store.send(.viewDidLoad)
  }

  private func show(_ newRows: [ContactRow]) {
    let oldRows = rows
    rows = newRows
    if let row = oldRows?.singleInsertion(becoming: newRows) {
      tableView.insertRows(at: [RowPath(row: row, section: 0)])
    } else {
      tableView.reloadData()
    }
  }

  /// New Contact while this screen shows it: only that one is dismissed when the
  /// state drops it (the tab bar's other screens share the presentation).
  private weak var addContactScreen: ViewController?

  private func showAddContact(_ isPresented: Bool) {
    if isPresented,
      let child = store.scope(state: \.addContact, action: \.addContact.presented)
    {
      let screen = NavigationController(rootViewController: AddContactViewController(store: child))
      addContactScreen = screen
      present(screen)
    } else if let screen = addContactScreen, presentedViewController === screen {
      dismiss()
    }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows?.count ?? 0
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    TableCell(text: rows?[path.row].fullName ?? "")
  }
}
