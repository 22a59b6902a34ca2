import Foundation
import Testing

@testable import Analysis

/// The harness keeps its functions short enough to read at once: the rule is
/// checked with the harness's own parser, so it fails naming the culprits.
@Suite("Function length in the harness")
struct FunctionLengthTests {
  /// The longest a function may be, in lines from its first token to its last.
  static let limit = 60

  /// The folders held to the rule: the harness's targets and the command line that drives them.
  static let folders = ["Sources/Harness", "Sources/ArchLabCLI"]

  @Test("No function in the harness or the command line is longer than 60 lines", arguments: folders)
  func short(folder: String) throws {
    let analyzer = WorkspaceAnalyzer(root: ClocCrossCheckTests.workspace)
    let files = try analyzer.swiftFiles(in: folder)
    #expect(!files.isEmpty, "no Swift file under \(folder)")
    let long = files.flatMap { file in
      SourceAnalyzer.functionSpans(path: file.path, text: file.text).filter { $0.lineCount > Self.limit }
        .map { "\(file.path):\($0.line) \($0.name) (\($0.lineCount) lines)" }
    }
    #expect(long.isEmpty, "functions over \(Self.limit) lines:\n\(long.joined(separator: "\n"))")
  }

  @Test("The rule can fail: a 61-line function is caught")
  func canFail() {
    let body = (1...59).map { "  print(\($0))" }.joined(separator: "\n")
    let spans = SourceAnalyzer.functionSpans(path: "Long.swift", text: "func long() {\n\(body)\n}\n")
    #expect(spans.map(\.lineCount) == [61])
    #expect(spans.allSatisfy { $0.lineCount > Self.limit })
  }
}
