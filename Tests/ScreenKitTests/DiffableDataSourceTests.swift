import ScreenKit
import Testing

/// The diffable data source tells the table what changed by comparing identifiers, as
/// UIKit's does: inserted and deleted rows and sections, never a reload for them.
@MainActor
@Suite("Diffable data source")
struct DiffableDataSourceTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  /// A table on a window, fed by a diffable data source whose cells name their item.
  static func table() -> (TableView, TableViewDiffableDataSource<String, Int>, ScreenDriver) {
    let screen = ViewController()
    let table = TableView()
    screen.view.addSubview(table)
    let source = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, item in
      TableCell(text: "Item \(item)")
    }
    return (table, source, ScreenDriver(root: screen))
  }

  @Test("The first snapshot reloads the table; its cells come from the cell provider")
  func firstApply() {
    let (table, source, driver) = Self.table()
    source.apply(Self.snapshot([("A", [1, 2, 3])]))
    #expect(table.reloadCount == 1)
    #expect(driver.snapshot.rowTexts == ["Item 1", "Item 2", "Item 3"])
    #expect(source.itemIdentifier(for: RowPath(row: 1, section: 0)) == 2)
  }

  @Test(
    "An item added or removed is inserted or deleted, a section added or removed too: no reload",
    arguments: [
      ([("A", [1, 3])], [("A", [1, 2, 3])], "inserted"), ([("A", [1, 2, 3])], [("A", [1, 3])], "deleted"),
      ([("A", [1])], [("A", [1]), ("B", [2])], "sections inserted"),
      ([("A", [1]), ("B", [2])], [("B", [2])], "sections deleted"),
    ])
  func changes(before: [(String, [Int])], after: [(String, [Int])], kind: String) {
    let (table, source, driver) = Self.table()
    source.apply(Self.snapshot(before))
    _ = driver.snapshot
    source.apply(Self.snapshot(after))
    #expect(table.reloadCount == 1, "\(kind)")
    #expect(table.inconsistencies.isEmpty)
    #expect(driver.snapshot.rowTexts == after.flatMap(\.1).map { "Item \($0)" })
    #expect(kind.contains("inserted") ? table.insertedRowCount == 1 : table.deletedRowCount == 1)
  }

  @Test("A move, or an insertion with a deletion, reloads: ScreenKit's table has no batch updates")
  func reloads() {
    let (table, source, driver) = Self.table()
    source.apply(Self.snapshot([("A", [1, 2, 3])]))
    source.apply(Self.snapshot([("A", [3, 1, 2])]))
    #expect(table.reloadCount == 2)
    source.apply(Self.snapshot([("A", [3, 1, 4])]))
    #expect(table.reloadCount == 3)
    #expect(driver.snapshot.rowTexts == ["Item 3", "Item 1", "Item 4"])
  }
}
