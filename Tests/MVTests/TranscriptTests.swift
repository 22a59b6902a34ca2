import ArchLab
import Entities
import Foundation
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MV

/// What a user sees, byte for byte: MV's app plays the scripted sessions and
/// prints the same screens as the UIKit-shaped modules.
@MainActor
@Suite("Transcripts: MV prints the same bytes")
struct TranscriptTests {
  /// The package's root, found from this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The parts of `Tests/AcceptanceTests/TranscriptAcceptanceTests.swift`: each a
  /// launch of the app on one database file, on its own day.
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

  /// MV's app on `store`, today `today`, as `archlab run` shows it (48 characters wide).
  static func mv(today: Day, firstWeekday: Weekday, store: SQLiteStore) -> ScreenDriver {
    ScreenDriver(
      root: AppBuilder.makeRootViewController(
        contactStore: store, todoStore: store, clock: FixedDayClock(today), firstWeekday: firstWeekday),
      width: 48)
  }

  /// Plays `script` on `driver` and returns what `print` wrote.
  static func play(_ script: Data, on driver: ScreenDriver) throws -> String {
    var output = ""
    let runner = ScriptRunner(driver: driver) { output += $0 }
    try runner.run(ScriptParser.parse(script))
    return output
  }

  /// Every part, each a launch by `launch` on one database file, and what `print` wrote.
  static func parts(launch: (Day, Weekday, SQLiteStore) -> ScreenDriver) throws -> String {
    let folder = TemporaryDirectory()
    let path = folder.file("session.sqlite")
    var output = ""
    for part in parts {
      let driver = launch(.at(part.today), part.firstWeekday, try SQLiteStore.open(at: path))
      output += "## \(part.today)\n"
      output += try play(Data(part.script.utf8), on: driver)
    }
    return output
  }

  @Test(
    "Examples/session.archlab, as `archlab run --db :memory: --today 2024-12-27` plays it, prints Examples/session.expected.txt"
  )
  func exampleSession() throws {
    let script = try Data(contentsOf: Self.root.appending(path: "Examples/session.archlab"))
    let expected = try Data(contentsOf: Self.root.appending(path: "Examples/session.expected.txt"))
    let driver = Self.mv(today: .at("2024-12-27"), firstWeekday: .sunday, store: .inMemory())
    let output = try Self.play(script, on: driver)
    #expect(Data(output.utf8) == expected)
    #expect(output == String(decoding: expected, as: UTF8.self))
  }

  @Test("The acceptance suite's three launches print the same bytes as MVC")
  func acceptanceParts() throws {
    let mvc = try Self.parts { today, firstWeekday, store in
      AppSession(.mvc, today: today, firstWeekday: firstWeekday, store: store).driver
    }
    let mv = try Self.parts(launch: Self.mv)
    #expect(mv.contains("Brunch, tomorrow but next week"))
    #expect(mv == mvc)
  }
}
