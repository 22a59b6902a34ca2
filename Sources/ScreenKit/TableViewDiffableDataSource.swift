/// Feeds a table from snapshots of identifiers, like `UITableViewDiffableDataSource`: it is
/// the table's data source, and ``apply(_:)`` tells the table what changed since the last
/// snapshot, found by comparing the identifiers — each one hashed, as UIKit's does — rather
/// than by the app saying which rows it inserted.
///
/// ScreenKit's table changes rows or sections one kind at a time (it has no batch updates):
/// a difference that inserts and deletes in the same apply, or moves an item, reloads the table.
@MainActor
open class TableViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>:
  TableViewDataSource
{
  /// Makes the cell of an item, at its place.
  public typealias CellProvider = @MainActor (TableView, RowPath, ItemIdentifier) -> TableCell?
  /// A snapshot of this data source's identifiers.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  private var hasApplied = false

  /// A data source for `tableView` (which it becomes the data source of), whose cells
  /// `cellProvider` makes.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// A copy of the snapshot shown.
  public func snapshot() -> Snapshot { current }

  /// The item at `path`, if there is one.
  public func itemIdentifier(for path: RowPath) -> ItemIdentifier? {
    guard current.sectionIdentifiers.indices.contains(path.section) else { return nil }
    let items = current.items(atSection: path.section)
    return items.indices.contains(path.row) ? items[path.row] : nil
  }

  /// Shows `snapshot`: the first one reloads the table; later ones insert or delete the rows
  /// or sections whose identifiers came or went. The difference is computed by code
  /// specialized for the identifiers' types where it is called (inlinable), as a compiled
  /// framework's would be for its own storage.
  @inlinable
  public final func apply(_ snapshot: Snapshot) {
    perform(Self.changes(from: replaceSnapshot(with: snapshot), to: snapshot))
  }

  /// Keeps `snapshot` as the one shown and returns the one it replaces.
  @usableFromInline
  func replaceSnapshot(with snapshot: Snapshot) -> Snapshot {
    defer { current = snapshot }
    return current
  }

  /// Tells the table what changed: the first snapshot reloads it.
  @usableFromInline
  func perform(_ changes: Changes) {
    guard let tableView else { return }
    guard hasApplied else {
      hasApplied = true
      return tableView.reloadData()
    }
    switch changes {
    case .none: break
    case .insertedRows(let paths): tableView.insertRows(at: paths)
    case .deletedRows(let paths): tableView.deleteRows(at: paths)
    case .insertedSections(let indices): tableView.insertSections(indices)
    case .deletedSections(let indices): tableView.deleteSections(indices)
    case .other: tableView.reloadData()
    }
  }

  /// What changed from `old` to `new`, of the kinds the table can be told one at a time.
  @usableFromInline
  enum Changes: Equatable {
    case none
    case insertedRows([RowPath])
    case deletedRows([RowPath])
    case insertedSections([Int])
    case deletedSections([Int])
    case other
  }

  @inlinable
  static func changes(from old: Snapshot, to new: Snapshot) -> Changes {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    guard oldSections == newSections else {
      let kept = Set(oldSections).intersection(newSections)
      let unchanged =
        oldSections.filter(kept.contains) == newSections.filter(kept.contains)
        && kept.allSatisfy { new.itemIdentifiers(inSection: $0) == old.itemIdentifiers(inSection: $0) }
      guard unchanged else { return .other }
      if kept.count == oldSections.count {
        return .insertedSections(newSections.indices.filter { !kept.contains(newSections[$0]) })
      }
      if kept.count == newSections.count {
        return .deletedSections(oldSections.indices.filter { !kept.contains(oldSections[$0]) })
      }
      return .other
    }
    var inserted: [RowPath] = []
    var deleted: [RowPath] = []
    for section in newSections.indices {
      let before = old.items(atSection: section)
      let after = new.items(atSection: section)
      // Each identifier hashed once on each side: the old ones' places, then each new one
      // looked up; what is left unmatched went.
      var places = [ItemIdentifier: Int](minimumCapacity: before.count)
      for (index, item) in before.enumerated() { places[item] = index }
      var matched = [Bool](repeating: false, count: before.count)
      var kept: [Int] = []
      kept.reserveCapacity(after.count)
      for (index, item) in after.enumerated() {
        if let place = places[item] {
          matched[place] = true
          kept.append(place)
        } else {
          inserted.append(RowPath(row: index, section: section))
        }
      }
      // An item kept at another place among the kept ones moved.
      guard zip(kept, kept.dropFirst()).allSatisfy({ $0 < $1 }) else { return .other }
      for (index, isMatched) in matched.enumerated() where !isMatched {
        deleted.append(RowPath(row: index, section: section))
      }
    }
    switch (inserted.isEmpty, deleted.isEmpty) {
    case (true, true): return .none
    case (false, true): return .insertedRows(inserted)
    case (true, false): return .deletedRows(deleted)
    case (false, false): return .other
    }
  }

  public func numberOfSections(in tableView: TableView) -> Int { current.sectionIdentifiers.count }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    current.sectionIdentifiers.indices.contains(section) ? current.items(atSection: section).count : 0
  }

  public func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    guard let item = itemIdentifier(for: path) else { return TableCell(text: "") }
    return cellProvider(tableView, path, item) ?? TableCell(text: "")
  }

  /// The header of `section`: none, unless a subclass says (as with UIKit's).
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}
