import ArchLab
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// Exercise 06: New Contact's `Done` is enabled only while both names have a
/// character other than white space, checked at every keystroke.
@MainActor
@Suite(
  "06 · Done only when the form can be saved",
  .enabled(if: Exercise.liveValidation.isActive, Exercise.liveValidation.inactiveReason))
struct E06LiveValidationTests {
  /// The app on the Contacts tab with New Contact open.
  func newContact(_ architecture: Architecture) throws -> AppSession {
    let app = AppSession(architecture, today: .at("2024-05-15"))
    try app.driver.tap("+")
    return app
  }

  /// Whether New Contact's `Done` accepts a tap, read from its bar button.
  func doneIsEnabled(_ app: AppSession) throws -> Bool {
    let stack = try #require(app.driver.window.topViewController as? NavigationController)
    let form = try #require(stack.topViewController)
    let done = try #require(form.navigationItem.rightBarButtonItems.first { $0.title == "Done" })
    return done.isEnabled
  }

  @Test(
    "AC1 · New Contact opens with Done disabled and Cancel enabled",
    arguments: Exercise.liveValidation.activeArchitectures)
  func opensDisabled(architecture: Architecture) throws {
    let app = try newContact(architecture)
    #expect(app.screen.title == "New Contact")
    #expect(app.screen.rightButtons == ["Done"])
    #expect(try doneIsEnabled(app) == false)
    try app.driver.tap("Cancel")
    #expect(app.screen.title == "Contacts")
  }

  @Test(
    "AC2 · Done is enabled as soon as both names have a character other than white space",
    arguments: Exercise.liveValidation.activeArchitectures)
  func enabledWhenBothNamesTyped(architecture: Architecture) throws {
    let app = try newContact(architecture)
    try app.driver.fill("First name", with: "A")
    #expect(try doneIsEnabled(app) == false)
    try app.driver.fill("Last name", with: " L")
    #expect(try doneIsEnabled(app) == true)
    try app.driver.tap("Done")
    #expect(app.screen.title == "Contacts")
    #expect(app.screen.rowTexts == ["A L"])
  }

  @Test(
    "AC3 · Done is disabled again whenever either name becomes empty or only white space",
    arguments: Exercise.liveValidation.activeArchitectures)
  func disabledAgainAtEveryKeystroke(architecture: Architecture) throws {
    let app = try newContact(architecture)
    var states: [Bool] = []
    for (field, text) in [
      ("Last name", "Lovelace"), ("First name", "Ada"), ("Last name", " \t "), ("Last name", " L "),
      ("First name", ""), ("First name", "\u{00A0}"), ("First name", "Ada"),
    ] {
      try app.driver.fill(field, with: text)
      states.append(try doneIsEnabled(app))
    }
    #expect(states == [false, true, false, true, false, false, true])
  }

  @Test(
    "AC4 · Too long names and control characters still show their Error alert on Done and save nothing",
    arguments: Exercise.liveValidation.activeArchitectures)
  func otherRulesStillAlert(architecture: Architecture) throws {
    let app = try newContact(architecture)
    let cases = [
      (String(repeating: "a", count: 101), "Lovelace", "First name must have at most 100 characters"),
      ("Ada", "Love\nlace", "Last name must not contain line breaks, tabs or other control characters"),
    ]
    for (first, last, message) in cases {
      try app.driver.fill("First name", with: first)
      try app.driver.fill("Last name", with: last)
      #expect(try doneIsEnabled(app) == true)
      try app.driver.tap("Done")
      #expect(app.screen.alert == .init(title: "Error", message: message, actions: ["OK"]))
      try app.driver.tap("OK")
      #expect(app.screen.title == "New Contact")
      #expect(app.screen.fieldText("First name") == first)
      #expect(app.screen.fieldText("Last name") == last)
    }
    #expect(try app.store.allContacts().isEmpty)
  }

  @Test(
    "AC5 · Tapping Done while a name is blank is refused, with no alert, and saves nothing",
    arguments: Exercise.liveValidation.activeArchitectures)
  func blankNameIsRefused(architecture: Architecture) throws {
    let app = try newContact(architecture)
    try app.driver.fill("First name", with: "Ada")
    try app.driver.fill("Last name", with: "   ")
    #expect(throws: DriverError.buttonDisabled("Done")) { try app.driver.tap("Done") }
    #expect(app.screen.alert == nil)
    #expect(app.screen.title == "New Contact")
    #expect(try app.store.allContacts().isEmpty)
  }
}
