import Bindings
import ScreenKit

/// The Upcoming list's view: it draws the sections its view model exposes,
/// binds its table to the view model's changes (inserting a row or a section
/// where the view model says), and forwards taps.
final class UpcomingListViewController: ViewController, TableViewDataSource {
  private let viewModel: UpcomingListViewModel
  private let tableView = TableView()

  /// Creates the screen, titled at once so that its tab is named before it loads.
  init(viewModel: UpcomingListViewModel) {
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

  private func updateTable(for change: UpcomingListViewModel.Change?) {
    switch change {
    case .reloaded: tableView.reloadData()
    case .inserted(let row, let section): tableView.insertRows(at: [RowPath(row: row, section: section)])
    case .insertedSection(let section): tableView.insertSections([section])
    case nil: break
    }
  }

  func numberOfSections(in tableView: TableView) -> Int {
    viewModel.sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.sections[section].rows.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    viewModel.sections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    let row = viewModel.sections[path.section].rows[path.row]
    return TableCell(text: row.title, detailText: row.dayLabel)
  }
}
