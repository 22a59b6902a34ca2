import ScreenKit

/// The Upcoming list's view controller: starts each VIP cycle (the list when
/// it loads, an added item when it appears again), draws the sections it is
/// given, and hands `+` to its router.
@MainActor
final class UpcomingListViewController: ViewController, UpcomingListDisplayLogic, TableViewDataSource {
  /// Runs the scene's use cases; set by the configurator.
  var interactor: (any UpcomingListBusinessLogic)?
  /// Navigates and passes data; set by the configurator.
  var router: (any UpcomingListRoutingLogic & UpcomingListDataPassing)?
  /// The sections shown, top to bottom.
  private(set) var displayedSections: [UpcomingListModels.DisplayedSection] = []
  private let tableView = TableView()

  /// Creates the screen; its title names the tab before the view loads.
  override init() {
    super.init()
    title = "Upcoming"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Upcoming Items"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.router?.routeToAddItem()
    }
    fetchItems()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    insertAddedItem()
  }

  /// Asks for the list.
  func fetchItems() {
    interactor?.fetchItems(request: .init())
  }

  /// Asks for the item the add-item scene passed back, if any.
  func insertAddedItem() {
    interactor?.insertAddedItem(request: .init())
  }

  func displayFetchedItems(viewModel: UpcomingListModels.FetchItems.ViewModel) {
    displayedSections = viewModel.displayedSections
    tableView.reloadData()
    if let message = viewModel.errorMessage { presentErrorAlert(message) }
  }

  func displayInsertedItem(viewModel: UpcomingListModels.InsertItem.ViewModel) {
    if let title = viewModel.newSectionTitle {
      displayedSections.insert(.init(title: title, items: [viewModel.displayedItem]), at: viewModel.section)
      tableView.insertSections([viewModel.section])
    } else {
      displayedSections[viewModel.section].items.insert(viewModel.displayedItem, at: viewModel.row)
      tableView.insertRows(at: [RowPath(row: viewModel.row, section: viewModel.section)])
    }
  }

  func numberOfSections(in tableView: TableView) -> Int {
    displayedSections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    displayedSections[section].items.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    displayedSections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    let item = displayedSections[path.section].items[path.row]
    return TableCell(text: item.title, detailText: item.dayLabel)
  }
}
