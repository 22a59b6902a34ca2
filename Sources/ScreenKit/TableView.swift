/// A scrolling list of rows in sections, like `UITableView`.
///
/// The table keeps the row counts its data source gave at the last reload or
/// change, and asks for cells only for the rows in its viewport, so drawing a
/// table costs time proportional to ``visibleRowCount``, not to its length.
@MainActor
public final class TableView: View {
  /// Supplies sections, rows and cells. Held weakly, as in UIKit.
  public weak var dataSource: (any TableViewDataSource)?
  /// Hears about selections. Held weakly, as in UIKit.
  public weak var delegate: (any TableViewDelegate)?
  /// The message shown instead of rows while the table has none (a background label in UIKit).
  public var emptyMessage: String?
  /// How many rows the viewport shows at once.
  public var visibleRowCount = 20 {
    didSet { visibleRowCount = max(1, visibleRowCount); clampOffset() }
  }
  /// The flat index (counting rows of every section) of the first row in the viewport.
  public private(set) var firstVisibleRow = 0

  /// How many times ``reloadData()`` ran: lets tests tell a full rebuild from an insertion.
  public private(set) var reloadCount = 0
  /// How many rows were inserted by ``insertRows(at:)`` since the table was created.
  public private(set) var insertedRowCount = 0
  /// How many rows were deleted by ``deleteRows(at:)`` and ``deleteSections(_:)``
  /// since the table was created.
  public private(set) var deletedRowCount = 0
  /// Changes whose counts disagreed with the data source (UIKit would raise an
  /// internal-inconsistency exception); empty in a correct program.
  public private(set) var inconsistencies: [String] = []

  private var sectionCounts: [Int] = []
  private var hasLoaded = false

  /// Creates an empty table.
  public override init() { super.init() }

  /// The number of sections, as of the last reload or change.
  public var numberOfSections: Int {
    loadIfNeeded()
    return sectionCounts.count
  }

  /// The number of rows in `section`, as of the last reload or change.
  public func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
  }

  /// The number of rows in every section.
  public var totalRowCount: Int {
    loadIfNeeded()
    return sectionCounts.reduce(0, +)
  }

  /// Asks the data source again for every count and every visible cell.
  public func reloadData() {
    reloadCount += 1
    hasLoaded = true
    sectionCounts = readCounts()
    clampOffset()
  }

  /// Tells the table that rows were inserted at `paths` (already in the data source).
  ///
  /// Only the affected sections' counts are read again; the rest is kept.
  public func insertRows(at paths: [RowPath]) {
    guard hasLoaded else { return reloadData() }
    let added = Dictionary(grouping: paths, by: \.section).mapValues(\.count)
    for (section, count) in added.sorted(by: { $0.key < $1.key }) {
      guard sectionCounts.indices.contains(section) else {
        inconsistencies.append("inserted rows in missing section \(section)")
        continue
      }
      let expected = sectionCounts[section] + count
      let actual = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
      if actual != expected {
        inconsistencies.append(
          "section \(section) has \(actual) rows after inserting \(count) into \(sectionCounts[section])")
      }
      sectionCounts[section] = actual
    }
    insertedRowCount += paths.count
  }

  /// Tells the table that sections were inserted at `indices` (already in the data source).
  public func insertSections(_ indices: [Int]) {
    guard hasLoaded else { return reloadData() }
    for index in indices.sorted() {
      let count = dataSource?.tableView(self, numberOfRowsInSection: index) ?? 0
      sectionCounts.insert(count, at: min(index, sectionCounts.count))
    }
    insertedRowCount += indices.reduce(0) { $0 + numberOfRows(inSection: $1) }
    let expected = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    if expected != sectionCounts.count {
      inconsistencies.append("\(sectionCounts.count) sections after insertion, data source has \(expected)")
      sectionCounts = readCounts()
    }
  }

  /// Tells the table that the rows at `paths` were deleted (already gone from
  /// the data source).
  ///
  /// Only the affected sections' counts are read again; the rest is kept.
  public func deleteRows(at paths: [RowPath]) {
    guard hasLoaded else { return reloadData() }
    let removed = Dictionary(grouping: paths, by: \.section).mapValues(\.count)
    for (section, count) in removed.sorted(by: { $0.key < $1.key }) {
      guard sectionCounts.indices.contains(section), sectionCounts[section] >= count else {
        inconsistencies.append("deleted \(count) rows from missing or shorter section \(section)")
        continue
      }
      let expected = sectionCounts[section] - count
      let actual = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
      if actual != expected {
        inconsistencies.append(
          "section \(section) has \(actual) rows after deleting \(count) from \(sectionCounts[section])")
      }
      sectionCounts[section] = actual
    }
    deletedRowCount += paths.count
    clampOffset()
  }

  /// Tells the table that the sections at `indices` were deleted (already gone
  /// from the data source), with their rows.
  public func deleteSections(_ indices: [Int]) {
    guard hasLoaded else { return reloadData() }
    for index in indices.sorted(by: >) where sectionCounts.indices.contains(index) {
      deletedRowCount += sectionCounts.remove(at: index)
    }
    let expected = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    if expected != sectionCounts.count {
      inconsistencies.append("\(sectionCounts.count) sections after deletion, data source has \(expected)")
      sectionCounts = readCounts()
    }
    clampOffset()
  }

  /// The actions swiping the row at `path` reveals, asked of the delegate.
  public func swipeActions(forRowAt path: RowPath) -> [RowAction] {
    delegate?.tableView(self, trailingSwipeActionsForRowAt: path) ?? []
  }

  /// Moves the viewport so that the row at `path` is visible.
  public func scrollToRow(at path: RowPath) {
    let flat = flatIndex(of: path)
    if flat < firstVisibleRow || flat >= firstVisibleRow + visibleRowCount {
      firstVisibleRow = flat
      clampOffset()
    }
  }

  /// Moves the viewport by `pages` screens (negative: up).
  public func scroll(pages: Int) {
    firstVisibleRow += pages * visibleRowCount
    clampOffset()
  }

  /// The paths of the rows in the viewport, in order.
  public var visibleRowPaths: [RowPath] {
    loadIfNeeded()
    var paths: [RowPath] = []
    var flat = 0
    for (section, count) in sectionCounts.enumerated() {
      let start = max(firstVisibleRow - flat, 0)
      let end = min(firstVisibleRow + visibleRowCount - flat, count)
      if start < end {
        paths += (start..<end).map { RowPath(row: $0, section: section) }
      }
      flat += count
      if flat >= firstVisibleRow + visibleRowCount { break }
    }
    return paths
  }

  /// The cell for a row in the viewport, asked of the data source; `nil` for a
  /// row outside it.
  public func cellForRow(at path: RowPath) -> TableCell? {
    guard visibleRowPaths.contains(path) else { return nil }
    return dataSource?.tableView(self, cellForRowAt: path)
  }

  /// The cell for a row known to be in the viewport.
  func visibleCell(at path: RowPath) -> TableCell {
    dataSource?.tableView(self, cellForRowAt: path) ?? TableCell(text: "")
  }

  /// Selects a row as the user would, telling the delegate.
  public func selectRow(at path: RowPath) {
    delegate?.tableView(self, didSelectRowAt: path)
  }

  /// The header of `section`, asked of the data source.
  public func headerTitle(forSection section: Int) -> String? {
    dataSource?.tableView(self, titleForHeaderInSection: section)
  }

  private func loadIfNeeded() {
    if !hasLoaded { reloadData() }
  }

  private func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: self)).map {
      dataSource.tableView(self, numberOfRowsInSection: $0)
    }
  }

  private func flatIndex(of path: RowPath) -> Int {
    sectionCounts.prefix(path.section).reduce(0, +) + path.row
  }

  private func clampOffset() {
    let total = sectionCounts.reduce(0, +)
    firstVisibleRow = max(0, min(firstVisibleRow, total - visibleRowCount))
  }
}
