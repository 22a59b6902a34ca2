import ScreenKit

/// A view controller that records its lifecycle calls.
@MainActor
final class RecordingViewController: ViewController {
  var log: [String] = []
  let name: String

  init(_ name: String) {
    self.name = name
    super.init()
    title = name
  }

  override func viewDidLoad() { log.append("\(name).didLoad") }
  override func viewWillAppear() { log.append("\(name).willAppear") }
  override func viewDidAppear() { log.append("\(name).didAppear") }
  override func viewWillDisappear() { log.append("\(name).willDisappear") }
  override func viewDidDisappear() { log.append("\(name).didDisappear") }
}

/// A data source of `counts[section]` rows that counts how often it is asked for cells.
@MainActor
final class CountingDataSource: TableViewDataSource, TableViewDelegate {
  var counts: [Int]
  var headers: [String?]
  var cellRequests = 0
  var selected: [RowPath] = []

  init(counts: [Int], headers: [String?] = []) {
    self.counts = counts
    self.headers = headers
  }

  func numberOfSections(in tableView: TableView) -> Int { counts.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headers.indices.contains(section) ? headers[section] : nil
  }
  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    cellRequests += 1
    return TableCell(text: "Row \(path.section).\(path.row)", detailText: path.row == 0 ? "first" : nil)
  }
  func tableView(_ tableView: TableView, didSelectRowAt path: RowPath) { selected.append(path) }
  /// Rows of the first section can be deleted; the others offer nothing.
  func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt path: RowPath) -> [RowAction] {
    guard path.section == 0 else { return [] }
    return [
      RowAction(title: "Delete", style: .destructive) { [weak self, weak tableView] path in
        self?.counts[path.section] -= 1
        tableView?.deleteRows(at: [path])
      }
    ]
  }
}

/// A screen with a table fed by a ``CountingDataSource``.
@MainActor
final class TableScreen: ViewController {
  let table = TableView()
  let source: CountingDataSource

  init(source: CountingDataSource) {
    self.source = source
    super.init()
    title = "List"
  }

  override func viewDidLoad() {
    table.dataSource = source
    table.delegate = source
    table.emptyMessage = "Nothing here"
    view.addSubview(table)
  }
}

/// A tab bar subclassed outside ScreenKit, as apps subclass `UITabBarController`:
/// it keeps an object for as long as it lives.
@MainActor
final class KeepingTabBarController: TabBarController {
  let kept: AnyObject

  init(keeping kept: AnyObject, viewControllers: [ViewController]) {
    self.kept = kept
    super.init(viewControllers: viewControllers)
  }
}
