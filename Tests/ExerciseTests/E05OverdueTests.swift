import ArchLab
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// Exercise 05: items due before today are listed in an `Overdue` section,
/// first, each labelled with its due date.
@MainActor
@Suite("05 · An Overdue section", .enabled(if: Exercise.overdue.isActive, Exercise.overdue.inactiveReason))
struct E05OverdueTests {
  typealias Element = ScreenSnapshot.Element

  /// Opens the Upcoming tab on Wednesday 2024-05-15 (weeks from Sunday) over `items`, stored in this order.
  func upcoming(_ architecture: Architecture, items: [(String, String)]) throws -> AppSession {
    let store = SQLiteStore.inMemory()
    for (title, day) in items { _ = try store.addItem(title: title, dueDate: .at(day)) }
    let app = AppSession(architecture, today: .at("2024-05-15"), store: store)
    try app.driver.selectTab("Upcoming")
    return app
  }

  @Test(
    "AC1 · Items due before today, however long ago, are shown in a section Overdue, before Today",
    arguments: Exercise.overdue.activeArchitectures)
  func overdueSectionFirst(architecture: Architecture) throws {
    let app = try upcoming(
      architecture,
      items: [
        ("Renew passport", "2024-05-16"), ("Water the plants", "2024-05-15"),
        ("Call the bank", "2024-05-14"), ("File taxes", "2019-04-15"), ("Oldest chore", "0001-01-01"),
        ("Far away", "2024-06-30"),
      ])
    #expect(app.screen.sectionHeaders == ["Overdue", "Today", "Tomorrow"])
    #expect(
      app.screen.rowTexts == [
        "Oldest chore", "File taxes", "Call the bank", "Water the plants", "Renew passport",
      ])
  }

  @Test(
    "AC2 · Within Overdue, items sort by due date, then title ignoring case, then order added",
    arguments: Exercise.overdue.activeArchitectures)
  func overdueSorting(architecture: Architecture) throws {
    let app = try upcoming(
      architecture,
      items: [
        ("banana", "2024-05-10"), ("cherry", "2024-05-14"), ("apple", "2024-05-10"),
        ("Apple", "2024-05-10"), ("Zebra", "2024-04-30"), ("ant", "2024-05-14"),
      ])
    #expect(app.screen.sectionHeaders == ["Overdue"])
    #expect(app.screen.rowTexts == ["Zebra", "apple", "Apple", "banana", "ant", "cherry"])
  }

  @Test(
    "AC3 · An overdue row shows its due date as YYYY-MM-DD while the other rows keep their day label",
    arguments: Exercise.overdue.activeArchitectures)
  func overdueDayLabel(architecture: Architecture) throws {
    let app = try upcoming(
      architecture,
      items: [
        ("Pay rent", "2024-05-20"), ("Buy milk", "2024-05-15"), ("Call the bank", "2024-05-14"),
        ("Book dentist", "2023-12-31"), ("Send card", "2024-05-17"), ("Roman chore", "0044-03-15"),
      ])
    #expect(
      app.screen.elements == [
        .sectionHeader("Overdue"), .row(text: "Roman chore", detail: "0044-03-15"),
        .row(text: "Book dentist", detail: "2023-12-31"), .row(text: "Call the bank", detail: "2024-05-14"),
        .sectionHeader("Today"), .row(text: "Buy milk", detail: nil),
        .sectionHeader("Later This Week"), .row(text: "Send card", detail: "Friday"),
        .sectionHeader("Next Week"), .row(text: "Pay rent", detail: "Monday"),
      ])
  }

  @Test(
    "AC4 · No Upcoming Items shows only when no item is overdue and none is in range",
    arguments: Exercise.overdue.activeArchitectures)
  func emptyMessage(architecture: Architecture) throws {
    let onlyOverdue = try upcoming(architecture, items: [("Yesterday's chore", "2024-05-14")])
    #expect(onlyOverdue.screen.emptyMessage == nil)
    #expect(
      onlyOverdue.screen.elements == [
        .sectionHeader("Overdue"), .row(text: "Yesterday's chore", detail: "2024-05-14"),
      ])
    let onlyLater = try upcoming(architecture, items: [("Far away", "2024-05-26")])
    #expect(onlyLater.screen.emptyMessage == "No Upcoming Items")
    #expect(onlyLater.screen.rowTexts.isEmpty)
  }

  @Test(
    "AC5 · An item saved with a past due date appears in Overdue right after Save",
    arguments: Exercise.overdue.activeArchitectures)
  func savePastItem(architecture: Architecture) throws {
    let app = try upcoming(architecture, items: [("Buy milk", "2024-05-15")])
    try app.addItem("Return library books", due: "2024-05-01")
    #expect(app.screen.title == "Upcoming")
    #expect(app.screen.alert == nil)
    #expect(
      app.screen.elements == [
        .sectionHeader("Overdue"), .row(text: "Return library books", detail: "2024-05-01"),
        .sectionHeader("Today"), .row(text: "Buy milk", detail: nil),
      ])
  }

  @Test(
    "AC6 · At the end of the calendar, overdue items are shown with today's",
    arguments: Exercise.overdue.activeArchitectures)
  func endOfCalendar(architecture: Architecture) throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addItem(title: "Last day", dueDate: .at("9999-12-31"))
    _ = try store.addItem(title: "Feed the cat", dueDate: .at("9999-12-25"))
    _ = try store.addItem(title: "Missed", dueDate: .at("9999-12-24"))
    let app = AppSession(architecture, today: .at("9999-12-25"), store: store)
    try app.driver.selectTab("Upcoming")
    #expect(
      app.screen.elements == [
        .sectionHeader("Overdue"), .row(text: "Missed", detail: "9999-12-24"),
        .sectionHeader("Today"), .row(text: "Feed the cat", detail: nil),
      ])
  }
}
