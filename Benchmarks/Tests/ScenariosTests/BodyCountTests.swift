import ArchLab
import Scenarios
import ScreenKit
import ScreenUI
import Testing

/// The second performance target, counted, not timed: in every variant written on
/// ScreenUI, adding one contact to the benchmark's list of 10 000 builds no more rows than the
/// rows on screen plus one, and inserts one row into the table without reloading it.
@MainActor
@Suite("Body evaluations when a contact is added to 10 000", .serialized)
struct BodyCountTests {
  @Test(
    "Adding one contact to 10 000 builds at most the rows on screen plus one", arguments: Variant.allCases)
  func addOneToTenThousand(variant: Variant) throws {
    guard let architecture = variant.architecture, architecture.isSwiftUIShaped else { return }
    let store = try ScenarioRun.seededStore(scenario: .addContact, n: 10_000)
    let driver = ScreenDriver(
      root: variant.makeRootViewController(store: store, today: Workload.today), width: Workload.width)
    _ = driver.text
    let table = try #require(driver.tableViews.first)
    let onScreen = table.visibleRowPaths.count
    let reloads = table.reloadCount
    try driver.tap("+")
    try driver.fill("First name", with: Workload.newContact.firstName)
    try driver.fill("Last name", with: Workload.newContact.lastName)
    BodyEvaluations.shared.reset()
    try driver.tap("Done")
    _ = driver.text
    let rows = BodyEvaluations.shared.rows
    print(
      "\(variant): adding one contact to 10 000 built \(rows) rows (\(onScreen) on screen), \(BodyEvaluations.shared.byView.values.reduce(0, +)) other bodies"
    )
    // The benchmark's new contact sorts off screen, so its row need not be built at all.
    #expect(rows <= onScreen + 1, "\(variant): \(rows) rows built, \(onScreen) on screen")
    #expect(table.insertedRowCount == 1 && table.reloadCount == reloads, "\(variant)")
  }
}
