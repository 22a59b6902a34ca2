import ArchLab
import Entities
import Foundation
import Storage
import TestSupport
import Testing

/// A long scripted session — tabs, adds, alerts, cancels, both features, three
/// different days on one database file — whose printed screens must be the same
/// bytes in every architecture: a user cannot tell the four apart.
@MainActor
@Suite("One long session, byte-identical in every architecture")
struct TranscriptAcceptanceTests {
  /// Each part runs as a separate launch of the app, on its own day.
  static let parts: [(today: String, firstWeekday: Weekday, script: String)] = [
    (
      "2024-12-27", .sunday,
      """
      print
      tap +
      fill First name: Zoé
      fill Last name: Martin
      tap Done
      tap +
      fill First name:   émile
      fill Last name: Durand
      tap Done
      tap +
      fill First name: Ada
      tap Done
      print
      tap OK
      fill Last name: Lovelace
      tap Done
      tap +
      fill First name: Nobody
      tap Cancel
      print
      tab Upcoming
      print
      tap +
      print
      fill Name: Buy milk
      tap Save
      tap +
      fill Name: New year's party
      fill Due date: 2024-12-31
      tap Save
      tap +
      fill Name: Return books
      fill Due date: 2025-01-02
      tap Save
      tap +
      fill Name: Saturday chores
      fill Due date: 2024-12-28
      tap Save
      tap +
      fill Name: Bad day
      fill Due date: 2024-02-30
      tap Save
      print
      tap OK
      tap Cancel
      print
      """
    ),
    (
      "2024-12-28", .sunday,
      """
      tab Upcoming
      print
      tap +
      fill Name: Ticket
      fill Due date: 2025-01-04
      tap Save
      tap +
      fill Name: Brunch, tomorrow but next week
      fill Due date: 2024-12-29
      tap Save
      print
      tab Contacts
      tap +
      fill First name: Emile
      fill Last name: durand
      tap Done
      print
      """
    ),
    (
      "2024-12-30", .monday,
      """
      tab Upcoming
      print
      tap +
      fill Name:
      tap Save
      print
      tap OK
      fill Name: Dentist
      fill Due date: 2025-01-06
      tap Save
      tap +
      fill Name: Too far
      fill Due date: 2025-01-13
      tap Save
      print
      tab Contacts
      print
      """
    ),
  ]

  /// Runs every part against `architecture` and returns what `print` wrote.
  static func transcript(of architecture: Architecture) throws -> String {
    let folder = TemporaryDirectory()
    let path = folder.file("session.sqlite")
    var output = ""
    for part in parts {
      let app = AppSession(
        architecture, today: .at(part.today), firstWeekday: part.firstWeekday,
        store: try SQLiteStore.open(at: path))
      output += "## \(part.today)\n"
      let runner = ScriptRunner(driver: app.driver) { output += $0 }
      try runner.run(ScriptParser.parse(Data(part.script.utf8)))
    }
    return output
  }

  @Test("The transcript shows what the session did", arguments: Architecture.underTest.prefix(1))
  func transcriptIsMeaningful(architecture: Architecture) throws {
    let text = try Self.transcript(of: architecture)
    for expected in [
      "A contact must have first and last names", "Ada Lovelace", "No Upcoming Items",
      "== Tomorrow ==", "== Next Week ==", "Due date must be a day written as",
      "A to-do item must have a name",
      "Dentist", "Emile durand",
      "Brunch, tomorrow but next week" + String(repeating: " ", count: 12) + "Sunday",
    ] {
      #expect(text.contains(expected), "missing \(expected)")
    }
    #expect(!text.contains("Nobody"))
    #expect(!text.contains("Too far"))
  }

  @Test(
    "Every architecture prints the same bytes as MVC (MVC the same as MVP)",
    arguments: Architecture.underTestWithReference)
  func sameBytes(architecture: Architecture, reference: Architecture) throws {
    let expected = try Self.transcript(of: reference)
    let other = try Self.transcript(of: architecture)
    #expect(other == expected)
  }
}
