import Foundation
import Testing
import Tour

/// The tour keeps exactly the lines an action ran: read from two `llvm-cov`
/// lcov exports of the same script, one stopped at the starting screen.
struct ExecutionCountsTests {
  static func fixture(_ name: String) throws -> ExecutionCounts {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(
      path: "Fixtures/\(name).lcov")
    return ExecutionCounts(lcov: try String(contentsOf: url, encoding: .utf8), root: "/repo")
  }

  @Test func lcovCountsAreReadPerLineUnderPathsFromTheRoot() throws {
    let counts = try Self.fixture("start")
    #expect(
      counts.files["Sources/MVC/Contacts/NewContactViewController.swift"] == [
        10: 1, 11: 1, 14: 0, 15: 0, 20: 0,
      ])
    #expect(counts.files["Sources/ScreenKit/Button.swift"] == [3: 2, 4: 0])
  }

  @Test func anActionsLinesAreExactlyThoseItRan() throws {
    let executed = ExecutionCounts.executed(
      before: try Self.fixture("start"), after: try Self.fixture("action"))
    #expect(
      executed == [
        "Sources/MVC/Contacts/NewContactViewController.swift": [11, 14, 15],
        "Sources/ScreenKit/Button.swift": [4],
        "Sources/MVC/Contacts/ContactListViewController.swift": [5],
      ])
  }

  @Test func aLineRunOnlyOnTheWayToTheStartingScreenIsNotInTheAction() throws {
    let executed = ExecutionCounts.executed(
      before: try Self.fixture("start"), after: try Self.fixture("action"))
    #expect(executed["Sources/MVC/Contacts/NewContactViewController.swift"]?.contains(10) == false)
    #expect(executed["Sources/ScreenKit/Button.swift"]?.contains(3) == false)
  }

  @Test func aLineNeverRunIsNotInTheAction() throws {
    let executed = ExecutionCounts.executed(
      before: try Self.fixture("start"), after: try Self.fixture("action"))
    #expect(executed["Sources/MVC/Contacts/NewContactViewController.swift"]?.contains(20) == false)
  }
}
