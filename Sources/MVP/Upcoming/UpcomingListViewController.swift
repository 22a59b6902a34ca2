import ScreenKit

/// The Upcoming list's view, passive: it lays out the table and the `+`
/// button, forwards what the user does to its presenter, and shows the
/// sections it is handed. It owns its presenter; the presenter holds it weakly.
final class UpcomingListViewController: ViewController {
  /// Decides what this screen shows and does.
  let presenter: UpcomingListPresenter
  private let tableView = TableView()
  /// The sections shown, as the presenter gave them.
  private var sections: [UpcomingSectionDisplayData] = []

  /// Creates the view of `presenter` and attaches itself to it.
  init(presenter: UpcomingListPresenter) {
    self.presenter = presenter
    super.init()
    title = "Upcoming"
    presenter.view = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Upcoming Items"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.presenter.didTapAdd()
    }
    presenter.viewDidLoad()
  }
}

extension UpcomingListViewController: UpcomingListViewProtocol {
  func showSections(_ sections: [UpcomingSectionDisplayData]) {
    self.sections = sections
    tableView.reloadData()
  }

  func insertRow(_ row: UpcomingRowDisplayData, at index: Int, inSection section: Int) {
    sections[section].rows.insert(row, at: index)
    tableView.insertRows(at: [RowPath(row: index, section: section)])
  }

  func insertSection(_ section: UpcomingSectionDisplayData, at index: Int) {
    sections.insert(section, at: index)
    tableView.insertSections([index])
  }

  func showAddItem(presenter: AddItemPresenter) {
    present(NavigationController(rootViewController: AddItemViewController(presenter: presenter)))
  }
}

extension UpcomingListViewController: TableViewDataSource {
  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    let row = sections[path.section].rows[path.row]
    return TableCell(text: row.title, detailText: row.dayLabel)
  }
}
