import ScreenKit

/// The Upcoming list's view: it draws the sections its view model exposes,
/// reloads its table whenever they change, and forwards taps.
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
    bind(self, { $0.viewModel.sections }, to: { screen, _ in screen.tableView.reloadData() })
    bindErrorAlert(to: viewModel.errorAlert)
    viewModel.load()
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
