import ScreenKit

/// The contact list's view controller: starts each VIP cycle (the list when it
/// loads, an added contact when it appears again), draws the view models it
/// is given, and hands `+` to its router.
@MainActor
final class ContactListViewController: ViewController, ContactListDisplayLogic, TableViewDataSource {
  /// Runs the scene's use cases; set by the configurator.
  var interactor: (any ContactListBusinessLogic)?
  /// Navigates and passes data; set by the configurator.
  var router: (any ContactListRoutingLogic & ContactListDataPassing)?
  /// The rows shown, top to bottom.
  private(set) var displayedContacts: [ContactListModels.DisplayedContact] = []
  private let tableView = TableView()

  /// Creates the screen; its title names the tab before the view loads.
  override init() {
    super.init()
    title = "Contacts"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Contacts"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.router?.routeToAddContact()
    }
    fetchContacts()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    insertAddedContact()
  }

  /// Asks for the list.
  func fetchContacts() {
    interactor?.fetchContacts(request: .init())
  }

  /// Asks for the contact the add-contact scene passed back, if any.
  func insertAddedContact() {
    interactor?.insertAddedContact(request: .init())
  }

  func displayFetchedContacts(viewModel: ContactListModels.FetchContacts.ViewModel) {
    displayedContacts = viewModel.displayedContacts
    tableView.reloadData()
    if let message = viewModel.errorMessage { presentErrorAlert(message) }
  }

  func displayInsertedContact(viewModel: ContactListModels.InsertContact.ViewModel) {
    displayedContacts.insert(viewModel.displayedContact, at: viewModel.row)
    tableView.insertRows(at: [RowPath(row: viewModel.row, section: 0)])
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    displayedContacts.count
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    TableCell(text: displayedContacts[path.row].name)
  }
}
