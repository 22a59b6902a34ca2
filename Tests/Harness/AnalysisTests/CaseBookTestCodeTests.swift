import Testing

@testable import Analysis

/// The case book's test code is counted one way wherever it is (`Docs/Claims.md`, "Test
/// lines per case"): its folder and every file of the target declaring what it uses.
@Suite("The case book's test code, wherever its files live")
struct CaseBookTestCodeTests {
  static let cases = """
    import Testing

    struct CaseBookTests {
      @Test func order() {
        let view = FakeListView()
        let window = ControllerOnWindow()
        #expect(view.rows.isEmpty && window.isShown)
      }
    }
    """
  static let fake = """
    final class FakeListView {
      var rows: [String] = []
      let log = EventLog()
    }
    """
  static let window = """
    struct ControllerOnWindow {
      var isShown: Bool { true }
    }
    """
  static let log = """
    final class EventLog {
      var events: [String] = []
    }
    """
  static let unrelated = """
    import Testing

    struct PresenterTests {
      @Test func loads() {
        #expect(StubService().items.isEmpty)
      }
    }

    struct StubService {
      var items: [Int] = []
    }
    """

  /// The target with the window fixture at `windowPath`.
  static func target(windowPath: String) -> [FileMetrics] {
    [
      ("Tests/DemoTests/CaseBook/CaseBookTests.swift", cases),
      ("Tests/DemoTests/Doubles/FakeListView.swift", fake),
      (windowPath, window), ("Tests/DemoTests/Doubles/EventLog.swift", log),
      ("Tests/DemoTests/PresenterTests.swift", unrelated),
    ].map { SourceAnalyzer.analyze(path: $0.0, text: $0.1) }
  }

  @Test("The book counts the doubles and fixtures it uses, directly or through another, and nothing else")
  func usedFilesCount() {
    let files = Self.target(windowPath: "Tests/DemoTests/CaseBook/ControllerOnWindow.swift")
    let code = CaseBookTestCode(files: files)
    let lines = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.lines.code) })
    #expect(
      code.usedFiles == [
        "Tests/DemoTests/Doubles/EventLog.swift", "Tests/DemoTests/Doubles/FakeListView.swift",
      ])
    #expect(
      code.folderCodeLines
        == lines["Tests/DemoTests/CaseBook/CaseBookTests.swift"]! + lines[
          "Tests/DemoTests/CaseBook/ControllerOnWindow.swift"]!)
    #expect(
      code.codeLines
        == code.folderCodeLines + lines["Tests/DemoTests/Doubles/FakeListView.swift"]!
        + lines["Tests/DemoTests/Doubles/EventLog.swift"]!)
  }

  @Test("Moving a fixture out of CaseBook/ changes the folder's lines and not the book's")
  func folderDecidesNothing() {
    let inside = CaseBookTestCode(
      files: Self.target(windowPath: "Tests/DemoTests/CaseBook/ControllerOnWindow.swift"))
    let outside = CaseBookTestCode(
      files: Self.target(windowPath: "Tests/DemoTests/Doubles/ControllerOnWindow.swift"))
    #expect(inside.codeLines == outside.codeLines)
    #expect(inside.folderCodeLines > outside.folderCodeLines)
    #expect(outside.usedFiles.contains("Tests/DemoTests/Doubles/ControllerOnWindow.swift"))
  }
}
