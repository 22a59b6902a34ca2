import Bindings
import ScreenKit

/// The contact list's view: it draws the rows its view model exposes, binds
/// its table to the view model's changes (inserting a row where the view model
/// says), and forwards taps.
final class ContactListViewController: ViewController, TableViewDataSource {
  private let viewModel: ContactListViewModel
  private let tableView = TableView()

  /// Creates the screen, titled at once so that its tab is named before it loads.
  init(viewModel: ContactListViewModel) {
    self.viewModel = viewModel
    super.init()
    title = viewModel.title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = viewModel.emptyMessage
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.viewModel.addTapped()
    }
    bind(self, { $0.viewModel.lastChange }, to: { $0.updateTable(for: $1) })
    bindErrorAlert(to: viewModel.errorAlert)
    viewModel.load()
  }

  private func updateTable(for change: ContactListViewModel.Change?) {
    switch change {
    case .reloaded: tableView.reloadData()
    case .inserted(let row): tableView.insertRows(at: [RowPath(row: row, section: 0)])
    case nil: break
    }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    TableCell(text: viewModel.rows[path.row].fullName)
  }
}
