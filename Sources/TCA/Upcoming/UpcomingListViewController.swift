import ComposableArchitectureKit
import ScreenKit

/// The Upcoming list's view: it draws the sections of its store's state,
/// inserts a row or a section where the state gained one, presents Add Item
/// while the state holds it, and sends what the user did as actions.
final class UpcomingListViewController: ViewController, TableViewDataSource {
  private let store: Store<UpcomingListFeature.State, UpcomingListFeature.Action>
  private let tableView = TableView()
  /// The sections the table shows, to tell an insertion from a new list.
  private var groups: [UpcomingGroup]?

  /// Creates the screen, titled at once so that its tab is named before it loads.
  init(store: Store<UpcomingListFeature.State, UpcomingListFeature.Action>) {
    self.store = store
    super.init()
    title = "Upcoming"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.emptyMessage = "No Upcoming Items"
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "+") { [weak self] in
      self?.store.send(.addButtonTapped)
    }
    observe(self, { $0.store.state.groups }, onChange: { $0.show($1) })
    observe(self, { $0.store.state.addItem != nil }, onChange: { $0.showAddItem($1) })
    observe(self, { $0.store.state.alert != nil }) { screen, _ in
      guard let alert = screen.store.scope(state: \.alert, action: \.alert) else { return }
      screen.present(AlertController(store: alert))
    }
    store.send(.viewDidLoad)
  }

  private func show(_ newGroups: [UpcomingGroup]) {
    let oldGroups = groups
    groups = newGroups
    guard let oldGroups else { return tableView.reloadData() }
    if let section = oldGroups.singleInsertion(becoming: newGroups, by: ==) {
      tableView.insertSections([section])
    } else if let path = Self.insertedRow(from: oldGroups, to: newGroups) {
      tableView.insertRows(at: [path])
    } else {
      tableView.reloadData()
    }
  }

  /// Where `new` holds one row more than `old`, the sections otherwise the same.
  /// Sections are compared by value, which is immediate for those that did not
  /// change (they share their rows' storage with the old ones); rows by id.
  private static func insertedRow(from old: [UpcomingGroup], to new: [UpcomingGroup]) -> RowPath? {
    guard old.count == new.count, let section = old.indices.first(where: { old[$0] != new[$0] }),
      old[section].section == new[section].section,
      old[(section + 1)...] == new[(section + 1)...],
      let row = old[section].rows.singleInsertion(becoming: new[section].rows)
    else { return nil }
    return RowPath(row: row, section: section)
  }

  /// Add Item while this screen shows it: only that one is dismissed when the
  /// state drops it (the tab bar's other screens share the presentation).
  private weak var addItemScreen: ViewController?

  private func showAddItem(_ isPresented: Bool) {
    if isPresented,
      let child = store.scope(state: \.addItem, action: \.addItem.presented)
    {
      let screen = NavigationController(rootViewController: AddItemViewController(store: child))
      addItemScreen = screen
      present(screen)
    } else if let screen = addItemScreen, presentedViewController === screen {
      dismiss()
    }
  }

  func numberOfSections(in tableView: TableView) -> Int {
    groups?.count ?? 0
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    groups?[section].rows.count ?? 0
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    groups?[section].section.title
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    let row = groups?[path.section].rows[path.row]
    return TableCell(text: row?.title ?? "", detailText: row?.dayLabel)
  }
}
