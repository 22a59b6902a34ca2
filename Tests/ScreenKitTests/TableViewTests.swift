import ScreenKit
import Testing

@MainActor
@Suite("Table view")
struct TableViewTests {
  @Test("A 100 000-row table asks its data source only for the rows it shows")
  func onlyVisibleRows() {
    let source = CountingDataSource(counts: [100_000])
    let screen = TableScreen(source: source)
    let driver = ScreenDriver(root: screen)
    let snapshot = driver.snapshot
    #expect(snapshot.rowTexts.count == 20)
    #expect(source.cellRequests == 20)
    #expect(snapshot.elements.last == .moreRows(above: 0, below: 99_980))
    try? driver.scroll(pages: 3)
    let before = source.cellRequests
    #expect(driver.snapshot.rowTexts.first == "Row 0.60")
    #expect(source.cellRequests - before == 20)
  }

  @Test("Rows flow across sections with their headers, and scrolling stops at the ends")
  func sections() throws {
    let source = CountingDataSource(counts: [2, 0, 3], headers: ["A", "Empty", "C"])
    let screen = TableScreen(source: source)
    screen.loadViewIfNeeded()
    screen.table.visibleRowCount = 3
    let driver = ScreenDriver(root: screen)
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("A"), .row(text: "Row 0.0", detail: "first"), .row(text: "Row 0.1", detail: nil),
        .sectionHeader("C"), .row(text: "Row 2.0", detail: "first"), .moreRows(above: 0, below: 2),
      ])
    try driver.scroll(pages: 5)
    #expect(driver.snapshot.rowTexts == ["Row 2.0", "Row 2.1", "Row 2.2"])
    try driver.scroll(pages: -5)
    #expect(screen.table.firstVisibleRow == 0)
  }

  @Test("Inserting rows reads only the changed counts, and reports a data source that disagrees")
  func insertion() {
    let source = CountingDataSource(counts: [3])
    let screen = TableScreen(source: source)
    screen.loadViewIfNeeded()
    _ = screen.table.totalRowCount
    source.counts = [4]
    screen.table.insertRows(at: [RowPath(row: 1, section: 0)])
    #expect(screen.table.totalRowCount == 4)
    #expect(screen.table.reloadCount == 1)
    #expect(screen.table.insertedRowCount == 1)
    #expect(screen.table.inconsistencies.isEmpty)
    source.counts = [6]
    screen.table.insertRows(at: [RowPath(row: 0, section: 0)])
    #expect(screen.table.inconsistencies.count == 1)
    source.counts = [6, 2]
    screen.table.insertSections([1])
    #expect(screen.table.numberOfRows(inSection: 1) == 2)
    #expect(screen.table.inconsistencies.count == 1)
  }

  @Test("An empty table shows its empty message; selecting a row tells the delegate")
  func emptyAndSelect() throws {
    let source = CountingDataSource(counts: [0])
    let screen = TableScreen(source: source)
    let driver = ScreenDriver(root: screen)
    #expect(driver.snapshot.emptyMessage == "Nothing here")
    source.counts = [2]
    screen.table.reloadData()
    try driver.select("Row 0.1")
    #expect(source.selected == [RowPath(row: 1, section: 0)])
    #expect(throws: DriverError.noRow("Row 9.9", onScreen: ["Row 0.0", "Row 0.1"])) {
      try driver.select("Row 9.9")
    }
  }

  @Test("Swiping a row reveals the delegate's actions; deleting reads only the changed counts")
  func swipeToDelete() throws {
    let source = CountingDataSource(counts: [3, 1], headers: ["A", "B"])
    let screen = TableScreen(source: source)
    let driver = ScreenDriver(root: screen)
    try driver.swipe("Row 0.1", action: "Delete")
    #expect(screen.table.numberOfRows(inSection: 0) == 2)
    #expect(screen.table.deletedRowCount == 1)
    #expect(screen.table.reloadCount == 1, "deleting must not reload the table")
    #expect(screen.table.inconsistencies.isEmpty)
    #expect(throws: DriverError.noRowAction("Delete", row: "Row 1.0", actions: [])) {
      try driver.swipe("Row 1.0", action: "Delete")
    }
    #expect(throws: DriverError.noRowAction("Archive", row: "Row 0.0", actions: ["Delete"])) {
      try driver.swipe("Row 0.0", action: "Archive")
    }
    source.counts = [2, 1]
    screen.table.deleteRows(at: [RowPath(row: 0, section: 0)])
    #expect(screen.table.inconsistencies.count == 1, "a data source that did not shrink is reported")
    source.counts = [1]
    screen.table.deleteSections([1])
    #expect(screen.table.numberOfSections == 1)
    #expect(screen.table.deletedRowCount == 3)
  }
}
