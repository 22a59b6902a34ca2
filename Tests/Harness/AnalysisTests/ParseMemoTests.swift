import Foundation
import Testing

@testable import Analysis

/// A memo shared between analysers parses each text once, and never hands back the parse
/// of a text that has since changed.
@Suite("Parse memo")
struct ParseMemoTests {
  /// A copy of the fixture package in a folder of its own, which a test may edit.
  func copy() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-memo-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: FixtureTests.root, to: folder)
    return folder
  }

  func measure(_ root: URL, _ memo: ParseMemo) throws -> ModuleSize {
    var analyzer = WorkspaceAnalyzer(root: root, memo: memo)
    analyzer.sharedTargets = [.screenKit]
    return try #require(try analyzer.measure(modules: ["Demo"]).first)
  }

  @Test("Measuring the same files again parses none of them, and gives the same figures")
  func unchanged() throws {
    let root = try copy()
    defer { try? FileManager.default.removeItem(at: root) }
    let memo = ParseMemo()
    let first = try measure(root, memo)
    let parsed = memo.parsed
    #expect(parsed > 0)
    let second = try measure(root, memo)
    #expect(memo.parsed == parsed)
    #expect(second.total == first.total && second.files.map(\.lines) == first.files.map(\.lines))
  }

  @Test("A file whose text changed is parsed again, and its new figures are the ones measured")
  func changed() throws {
    let root = try copy()
    defer { try? FileManager.default.removeItem(at: root) }
    let memo = ParseMemo()
    let before = try measure(root, memo)
    let parsed = memo.parsed
    let file = try #require(before.files.first { $0.path.hasSuffix("Formatter.swift") })
    let url = root.appending(path: file.path)
    let text = try String(contentsOf: url, encoding: .utf8)
    try (text + "\nfunc added() -> Int {\n  1\n}\n").write(to: url, atomically: true, encoding: .utf8)
    let after = try measure(root, memo)
    #expect(memo.parsed > parsed)
    #expect(after.total.lines.code == before.total.lines.code + 3)
    #expect(after.total == (try measure(root, ParseMemo())).total)
  }
}
