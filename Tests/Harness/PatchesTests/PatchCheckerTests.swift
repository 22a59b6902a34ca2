import Foundation
import Testing

@testable import Patches

/// `archlab patches check`: passes on a consistent workspace, and names each patch that no
/// longer applies or is not written as follow writes it.
@Suite("Checking the committed patches")
struct PatchCheckerTests {
  @Test("Every patch of a consistent workspace derives to itself")
  func consistent() async throws {
    let workspace = try await PatchWorkspace()
    defer { workspace.remove() }

    let report = try await PatchChecker(root: workspace.root).check()

    #expect(report.failures.isEmpty)
    #expect(report.checked.count == 6)
  }

  @Test("A patch edited by hand is named with its first differing line")
  func editedByHand() async throws {
    let workspace = try await PatchWorkspace()
    defer { workspace.remove() }
    let path = PatchFollowerTests.growth02
    let lines = try #require(workspace.read(path)).split(separator: "\n", omittingEmptySubsequences: false)
    try workspace.write(lines.filter { !$0.hasPrefix("index ") }.joined(separator: "\n"), to: path)

    let report = try await PatchChecker(root: workspace.root).check()

    #expect(report.failures.map(\.patch) == [path])
    guard case .differs(let line, let committed, let derived) = report.failures.first?.reason else {
      Issue.record("expected a difference, got \(report.failures)")
      return
    }
    #expect(line == 2 && committed?.hasPrefix("--- a/") == true && derived?.hasPrefix("index ") == true)
    #expect(
      report.failures[0].description.hasPrefix("\(path) differs from what archlab patches follow derives"))
  }

  @Test("A patch that no longer applies is named, and the steps after it are not checked")
  func noLongerApplies() async throws {
    let workspace = try await PatchWorkspace()
    defer { workspace.remove() }
    try workspace.write(
      PatchWorkspace.list.replacingOccurrences(of: "notes.append(note)", with: "notes.insert(note, at: 0)"),
      to: "Sources/MVC/List.swift")
    try await workspace.commit("a change the patches were not followed through")

    let report = try await PatchChecker(root: workspace.root).check()

    let failures = Dictionary(uniqueKeysWithValues: report.failures.map { ($0.patch, $0.reason) })
    #expect(failures.count == 4)
    guard case .doesNotApply(let output) = failures[PatchFollowerTests.exercise01] else {
      Issue.record("expected a patch that does not apply, got \(report.failures)")
      return
    }
    #expect(output.contains("Sources/MVC/List.swift"))
    #expect(failures[PatchFollowerTests.growth02] == .blocked(by: PatchFollowerTests.growth01))
    // 02's hunks still apply, but its index line names the file's old blob.
    guard case .differs(let line, _, _) = failures[PatchFollowerTests.exercise02] else {
      Issue.record("expected 02's solution to differ, got \(report.failures)")
      return
    }
    #expect(line == 2)
  }
}
