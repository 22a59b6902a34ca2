import ScreenKit
import ScreenUI
import Testing

/// What the toolkit evaluates: only the bodies that read what changed, and only the rows
/// a list shows. Counted by ``BodyEvaluations``, not timed.
@MainActor
@Suite("ScreenUI: body evaluations", .serialized)
struct BodyEvaluationTests {
  @Test("A change re-evaluates the bodies that read it, and no other")
  func onlyReaders() throws {
    let people = People(count: 3)
    let driver = drive(people)
    BodyEvaluations.shared.reset()
    people.title = "Everyone"
    try driver.selectTab("People")  // any event: the graph updates at its end
    try driver.tap("+")
    try driver.tap("Cancel")
    BodyEvaluations.shared.reset()
    people.title = "All"
    try driver.select("Person 0")
    #expect(driver.snapshot.title == "Person")
    try driver.tap("< All")
    // The title is read by PeopleTab alone; the detail screen pushed and popped by the
    // path, which PeopleTab reads too. The rows, their PersonRow bodies and the About tab
    // are not evaluated again.
    #expect(BodyEvaluations.shared.byView["PersonRow"] == nil)
    #expect(BodyEvaluations.shared.byView["AboutTab"] == nil)
    #expect(BodyEvaluations.shared.rows == 0)
    #expect(BodyEvaluations.shared.byView["PersonDetail"] == 1)
  }

  @Test("A state change re-evaluates the view that owns it only")
  func stateOwner() throws {
    let driver = drive(People(count: 3))
    try driver.selectTab("About")
    BodyEvaluations.shared.reset()
    try driver.tap("Tap")
    #expect(BodyEvaluations.shared.byView == ["AboutTab": 1])
    #expect(BodyEvaluations.shared.rows == 0)
  }

  @Test(
    "Adding one person to a list of 10 000 builds no more rows than the rows on screen plus one, and inserts one row"
  )
  func addingToALongList() throws {
    let people = People(count: 10_000)
    let driver = drive(people)
    _ = driver.text
    let table = try #require(driver.tableViews.first)
    let onScreen = table.visibleRowPaths.count
    BodyEvaluations.shared.reset()
    try driver.tap("+")
    try driver.fill("Name", with: "Person 00")
    try driver.tap("Done")
    _ = driver.text
    #expect(BodyEvaluations.shared.rows <= onScreen + 1)
    #expect(BodyEvaluations.shared.rows >= 1, "the new row is built")
    #expect(table.insertedRowCount == 1 && table.reloadCount == 1)
    #expect(driver.shows("Person 00"))
  }

  @Test("Reading the screen again builds no row again")
  func readingAgain() throws {
    let driver = drive(People(count: 50))
    _ = driver.text
    BodyEvaluations.shared.reset()
    _ = driver.text
    _ = driver.snapshot
    #expect(BodyEvaluations.shared.total == 0)
  }
}
