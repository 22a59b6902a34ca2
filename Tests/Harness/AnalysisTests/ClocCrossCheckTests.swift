import Foundation
import HarnessSupport
import Testing

@testable import Analysis

/// Where `cloc` is installed, if it is.
let clocPath: String? = ["/usr/bin/cloc", "/usr/local/bin/cloc"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// The code-line totals from the swift-syntax parse agree with `cloc` on the same files.
@Suite("Cross-check with cloc", .enabled(if: clocPath != nil, "cloc is not installed (apt-get install cloc)"))
struct ClocCrossCheckTests {
  static let workspace = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// cloc's Swift code, comment and blank totals for `folder`, every file counted: cloc counts
  /// identical files once unless told otherwise, and the parse counts each (the two TCA stores'
  /// `Presents.swift` are the same text over two different observations).
  func cloc(_ folder: URL) async throws -> LineCounts {
    let result = try await Shell.run(
      [clocPath!, "--json", "--quiet", "--skip-uniqueness", "--include-lang=Swift", folder.path], in: folder)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let swift = try #require(json["Swift"] as? [String: Any])
    return LineCounts(
      code: swift["code"] as? Int ?? -1, comment: swift["comment"] as? Int ?? -1,
      blank: swift["blank"] as? Int ?? -1)
  }

  /// Whether `folder` holds a Swift file (a C target such as SerializedDiagnostics does not).
  static func holdsSwift(_ folder: String) -> Bool {
    let files = FileManager.default.enumerator(atPath: workspace.appending(path: folder).path)
    return files?.contains { ($0 as? String)?.hasSuffix(".swift") == true } ?? false
  }

  /// Every Swift target folder under `Sources/` (each harness target on its own), and the fixture.
  static var folders: [String] {
    let manager = FileManager.default
    let subfolders = { (folder: String) in
      ((try? manager.contentsOfDirectory(atPath: workspace.appending(path: folder).path)) ?? []).sorted()
        .map { "\(folder)/\($0)" }
        .filter {
          (try? workspace.appending(path: $0).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        }
    }
    return (subfolders("Sources").filter { $0 != "Sources/Harness" } + subfolders("Sources/Harness"))
      .filter(holdsSwift) + ["Tests/Harness/AnalysisTests/Fixtures/Sample"]
  }

  @Test("Every source folder and the fixture: same code, comment and blank lines as cloc", arguments: folders)
  func sameTotals(folder: String) async throws {
    let analyzer = WorkspaceAnalyzer(root: Self.workspace)
    let files = try analyzer.analyze(folder: folder)
    let ours = files.reduce(LineCounts()) { $0 + $1.lines }
    let theirs = try await cloc(Self.workspace.appendingPathComponent(folder))
    #expect(ours.code == theirs.code)
    #expect(ours == theirs)
  }
}
