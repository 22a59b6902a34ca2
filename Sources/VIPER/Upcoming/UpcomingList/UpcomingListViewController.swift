import ScreenKit

/// The Upcoming list's view: a passive screen that draws the sections its
/// presenter gives it and passes its life cycle and the `+` tap to its event handler.
@MainActor
final class UpcomingListViewController: ViewController, UpcomingListViewInterface, TableViewDataSource {
  /// The presenter; owned by this view.
  private let eventHandler: any UpcomingListModuleInterface
  private let tableView = TableView()
  private var sections: [UpcomingDisplaySection] = []

  /// Creates the screen; its title names the tab before the view loads.
  init(eventHandler: any UpcomingListModuleInterface) {
    self.eventHandler = eventHandler
    super.init()
    title = "Upcoming"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Upcoming Items"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.eventHandler.addNewEntry()
    }
    eventHandler.updateView()
  }

  func showNoContentMessage() {
    sections = []
    tableView.reloadData()
  }

  func showUpcomingDisplayData(_ sections: [UpcomingDisplaySection]) {
    self.sections = sections
    tableView.reloadData()
  }

  func insertUpcomingDisplayItem(_ item: UpcomingDisplayItem, at index: Int, inSection section: Int) {
    sections[section].items.insert(item, at: index)
    tableView.insertRows(at: [RowPath(row: index, section: section)])
  }

  func insertUpcomingDisplaySection(_ section: UpcomingDisplaySection, at index: Int) {
    sections.insert(section, at: index)
    tableView.insertSections([index])
  }

  func showErrorMessage(_ message: String) {
    presentErrorAlert(message)
  }

  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].name
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    let item = sections[path.section].items[path.row]
    return TableCell(text: item.title, detailText: item.dueDay)
  }
}
