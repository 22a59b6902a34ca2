import ScreenKit
import ScreenUI
import Testing

/// The app on a window, driven as a user would.
@MainActor
func drive(_ people: People = People()) -> ScreenDriver {
  ScreenDriver(root: ScreenUI.makeRootViewController(PeopleApp(people: people)))
}

/// The toolkit's rules, from the outside: what a user sees and does on the small app.
@MainActor
@Suite("ScreenUI: SwiftUI-shaped views on ScreenKit")
struct ScreenUITests {
  @Test("Tabs, a titled list with its empty message and toolbar, as ScreenKit shows them")
  func firstScreen() throws {
    let driver = drive()
    #expect(driver.snapshot.tabs == ["People", "About"])
    #expect(driver.snapshot.title == "People")
    #expect(driver.snapshot.rightButtons == ["+"])
    #expect(driver.shows("No People"))
  }

  @Test("A sheet: a field bound to state, Cancel and Done in the bar; saving inserts the row and dismisses")
  func addThroughSheet() throws {
    let people = People()
    let driver = drive(people)
    try driver.tap("+")
    #expect(driver.snapshot.title == "New Person")
    #expect(driver.snapshot.leftButtons == ["Cancel"] && driver.snapshot.rightButtons == ["Done"])
    try driver.fill("Name", with: "Ada")
    try driver.tap("Done")
    #expect(driver.snapshot.title == "People")
    #expect(people.all.map(\.name) == ["Ada"])
    let table = try #require(driver.tableViews.first)
    #expect(table.insertedRowCount == 1 && table.reloadCount == 1, "inserted, not reloaded")
    #expect(driver.shows("Ada") && !driver.shows("No People"))
  }

  @Test("State belongs to a view's identity: a dismissed sheet's state is freed, a new sheet starts afresh")
  func stateFreedWhenViewLeaves() throws {
    let driver = drive()
    try driver.tap("+")
    try driver.fill("Name", with: "Grace")
    try driver.tap("Cancel")
    try driver.tap("+")
    #expect(driver.snapshot.elements.contains(.field(label: "Name", text: "", placeholder: "required")))
  }

  @Test("State survives its view being evaluated again")
  func stateSurvivesReevaluation() throws {
    let driver = drive()
    try driver.selectTab("About")
    #expect(driver.shows("Tapped 100 times"), "onAppear ran once")
    try driver.tap("Tap")
    try driver.tap("Tap")
    #expect(driver.shows("Tapped 102 times"))
  }

  @Test("An alert from a binding: its button puts it away")
  func alert() throws {
    let driver = drive()
    try driver.tap("+")
    try driver.tap("Done")
    #expect(driver.snapshot.alert?.title == "Error")
    #expect(driver.snapshot.alert?.message == "A person must have a name")
    try driver.tap("OK")
    #expect(driver.snapshot.alert == nil && driver.snapshot.title == "New Person")
  }

  @Test("A disabled button shows disabled and cannot be tapped")
  func disabled() throws {
    let driver = drive()
    try driver.tap("+")
    try driver.fill("Name", with: "nobody")
    #expect(driver.snapshot.disabledBarButtons == ["Done"])
    #expect(throws: DriverError.buttonDisabled("Done")) { try driver.tap("Done") }
  }

  @Test("Swipe actions on a row; deleting removes the row, not the table's other rows")
  func swipeToDelete() throws {
    let people = People(count: 3)
    let driver = drive(people)
    try driver.swipe("Person 1", action: "Delete")
    #expect(people.all.map(\.name) == ["Person 0", "Person 2"])
    let table = try #require(driver.tableViews.first)
    #expect(table.deletedRowCount == 1 && table.inconsistencies.isEmpty)
  }

  @Test("A navigation stack's path: a link pushes its value's destination, the back button pops it")
  func navigation() throws {
    let driver = drive(People(count: 2))
    try driver.select("Person 1")
    #expect(driver.snapshot.title == "Person")
    #expect(driver.shows("Hi, Person 1"), "a custom environment key, set above")
    try driver.tap("< People")
    #expect(driver.snapshot.title == "People")
    try driver.select("Person 0")
    #expect(driver.shows("Hi, Person 0"), "the path followed the back button: one screen pushed, not two")
    #expect(driver.snapshot.backButton == "< People")
  }

  @Test(
    "onAppear runs when the screen appears: first shown, its tab chosen again, popped back to; not when a sheet over it goes"
  )
  func onAppear() throws {
    let people = People(count: 2)
    let driver = drive(people)
    #expect(people.appearances == 1)
    try driver.tap("+")
    try driver.tap("Cancel")
    #expect(people.appearances == 1, "a sheet does not make the screen under it disappear")
    try driver.selectTab("About")
    try driver.selectTab("People")
    #expect(people.appearances == 2)
    try driver.select("Person 0")
    try driver.tap("< People")
    #expect(people.appearances == 3)
  }

  @Test("onAppear completes before the screen is first shown: a list it fills is loaded with its rows")
  func onAppearBeforeFirstFrame() throws {
    let people = People()
    let driver = ScreenDriver(root: ScreenUI.makeRootViewController(FilledOnAppear(people: people)))
    #expect(driver.snapshot.rowTexts == ["Ada", "Grace"])
    let table = try #require(driver.tableViews.first)
    #expect(table.reloadCount == 1 && table.insertedRowCount == 0, "loaded with its rows, not inserted into")
  }
}
