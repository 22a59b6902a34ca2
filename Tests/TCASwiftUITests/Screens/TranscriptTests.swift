import ArchLab
import Entities
import Foundation
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import TCASwiftUI

/// Scripted sessions played on the app as `AppBuilder` assembles it: what they
/// print must be the bytes every other module prints, since a user must not
/// tell the modules apart.
@MainActor
@Suite("Transcripts, byte for byte")
struct TranscriptTests {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The app on `store`, today `today`, as `archlab run` puts it on a 48-column window.
  static func driver(store: SQLiteStore, today: String, firstWeekday: Weekday) -> ScreenDriver {
    ScreenDriver(
      root: AppBuilder.makeRootViewController(
        contactStore: store, todoStore: store, clock: FixedDayClock(.at(today)), firstWeekday: firstWeekday),
      width: 48)
  }

  /// What playing `script` on `driver` printed.
  static func play(_ script: Data, on driver: ScreenDriver) throws -> String {
    var output = ""
    let runner = ScriptRunner(driver: driver) { output += $0 }
    try runner.run(ScriptParser.parse(script))
    return output
  }

  @Test(
    "Examples/session.archlab prints Examples/session.expected.txt (archlab run --db :memory: --today 2024-12-27)"
  )
  func exampleSession() throws {
    let script = try Data(contentsOf: Self.root.appending(path: "Examples/session.archlab"))
    let expected = try Data(contentsOf: Self.root.appending(path: "Examples/session.expected.txt"))
    let driver = Self.driver(store: .inMemory(), today: "2024-12-27", firstWeekday: .sunday)
    let printed = try Self.play(script, on: driver)
    #expect(Data(printed.utf8) == expected)
  }

  /// The parts of the acceptance suite's long session, read from its source
  /// (`Tests/AcceptanceTests/TranscriptAcceptanceTests.swift`) so that they stay the same.
  static func acceptanceParts() throws -> [(today: String, firstWeekday: Weekday, script: String)] {
    let source = try String(
      contentsOf: root.appending(path: "Tests/AcceptanceTests/TranscriptAcceptanceTests.swift"),
      encoding: .utf8)
    let pattern = try Regex(#"\(\s*"(\d{4}-\d\d-\d\d)", \.(\w+),\s*"""\n(.*?)\n( *)""""#)
      .dotMatchesNewlines()
    return source.matches(of: pattern).map { match in
      let indent = String(match.output[4].substring ?? "")
      let lines = (match.output[3].substring ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      let script = lines.map { $0.hasPrefix(indent) ? $0.dropFirst(indent.count) : $0 }.joined(
        separator: "\n")
      let weekday = Weekday.allCases.first { "\($0)" == match.output[2].substring ?? "" } ?? .sunday
      return (String(match.output[1].substring ?? ""), weekday, script)
    }
  }

  /// Every part, each a launch on its own day, on one database file.
  static func transcript(launching launch: (SQLiteStore, String, Weekday) -> ScreenDriver) throws -> String {
    let folder = TemporaryDirectory()
    var output = ""
    for part in try acceptanceParts() {
      let driver = launch(
        try SQLiteStore.open(at: folder.file("session.sqlite")), part.today, part.firstWeekday)
      output += "## \(part.today)\n"
      output += try play(Data(part.script.utf8), on: driver)
    }
    return output
  }

  @Test("The acceptance suite's long session prints the same bytes as MVC's")
  func sameBytesAsMVC() throws {
    #expect(try Self.acceptanceParts().map(\.today) == ["2024-12-27", "2024-12-28", "2024-12-30"])
    let mine = try Self.transcript { Self.driver(store: $0, today: $1, firstWeekday: $2) }
    let mvc = try Self.transcript { store, today, weekday in
      AppSession(.mvc, today: .at(today), firstWeekday: weekday, store: store).driver
    }
    #expect(mine.contains("Brunch, tomorrow but next week"))
    #expect(mine == mvc)
  }
}
