import ScreenKit

/// The contact list's view, passive: it lays out the table and the `+`
/// button, forwards what the user does to its presenter, and shows the rows
/// it is handed. It owns its presenter; the presenter holds it weakly.
final class ContactListViewController: ViewController {
  /// Decides what this screen shows and does.
  let presenter: ContactListPresenter
  private let tableView = TableView()
  /// The rows shown, as the presenter gave them.
  private var rows: [ContactRowDisplayData] = []

  /// Creates the view of `presenter` and attaches itself to it.
  init(presenter: ContactListPresenter) {
    self.presenter = presenter
    super.init()
    title = "Contacts"
    presenter.view = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Contacts"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.presenter.didTapAdd()
    }
    presenter.viewDidLoad()
  }
}

extension ContactListViewController: ContactListViewProtocol {
  func showContacts(_ rows: [ContactRowDisplayData]) {
    self.rows = rows
    tableView.reloadData()
  }

  func insertContact(_ row: ContactRowDisplayData, at index: Int) {
    rows.insert(row, at: index)
    tableView.insertRows(at: [RowPath(row: index, section: 0)])
  }

  func showAddContact(presenter: AddContactPresenter) {
    present(NavigationController(rootViewController: AddContactViewController(presenter: presenter)))
  }
}

extension ContactListViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    TableCell(text: rows[path.row].name)
  }
}
