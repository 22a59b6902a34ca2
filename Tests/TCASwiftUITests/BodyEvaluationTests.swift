import CaseBook
import Entities
import ScreenKit
import ScreenUI
import Testing

@testable import TCASwiftUI

/// What ScreenUI evaluates when the store's state changes: only the bodies that
/// read a property that changed, and only the rows the list shows. Counted by
/// ScreenUI's ``BodyEvaluations``, not timed.
@MainActor
@Suite("Body evaluations", .serialized)
struct BodyEvaluationTests {
  /// A list of `count` contacts, `Person 00001`…, saving with the next id.
  static func longList(_ count: Int) -> AppOnWindow {
    var client = ContactsClient.holding(
      (1...count).map { Contact(id: Int64($0), firstName: "Person", lastName: String(format: "%05d", $0)) })
    client.add = { first, last in Contact(id: Int64(count + 1), firstName: first, lastName: last) }
    return AppOnWindow(contacts: client)
  }

  @Test(
    "Adding one contact to a list of 10 000 builds no more rows than the rows on screen plus one, and inserts one row"
  )
  func addingToALongList() throws {
    let app = Self.longList(10_000)
    _ = app.driver.text
    let table = try #require(app.driver.tableViews.first)
    let onScreen = table.visibleRowPaths.count
    try app.driver.tap("+")
    try app.driver.fill("First name", with: "Person")
    try app.driver.fill("Last name", with: "00000")
    BodyEvaluations.shared.reset()
    try app.driver.tap("Done")
    _ = app.driver.text
    #expect(BodyEvaluations.shared.rows <= onScreen + 1)
    #expect(BodyEvaluations.shared.rows >= 1, "the new row is built")
    #expect(BodyEvaluations.shared.byView == ["ContactListView": 1])
    #expect(table.insertedRowCount == 1 && table.reloadCount == 1)
    #expect(app.screen.rowTexts.first == "Person 00000")
  }

  @Test("Typing in New Contact evaluates no body: the fields read their bindings, the list is not told")
  func typingEvaluatesNoBody() throws {
    let app = Self.longList(100)
    try app.driver.tap("+")
    BodyEvaluations.shared.reset()
    try app.driver.fill("First name", with: "Ada")
    try app.driver.fill("Last name", with: "Lovelace")
    #expect(BodyEvaluations.shared.total == 0)
    #expect(app.fields == [.init("First name", "Ada"), .init("Last name", "Lovelace")])
  }

  @Test(
    "An alert evaluates one body, the form's: TCA's alert modifier reads the store's alert in the body that applies it"
  )
  func alertEvaluatesTheFormsBody() throws {
    let app = Self.longList(100)
    try app.driver.tap("+")
    BodyEvaluations.shared.reset()
    try app.driver.tap("Done")
    #expect(BodyEvaluations.shared.byView == ["AddContactView": 1])
    #expect(BodyEvaluations.shared.rows == 0)
    #expect(app.screen.alert?.message == CaseBook.Message.contactNamesRequired)
  }
}
