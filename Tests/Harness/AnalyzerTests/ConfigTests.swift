import Analysis
import Analyzer
import Foundation
import HarnessSupport
import Testing

/// `archlab.yml` / `archlab.json`: roles for names and folders, paths left out, and a
/// malformed file named with its line.
@Suite("Configuration")
struct ConfigTests {
  @Test("Roles for names and folders win over the rules; excluded paths are skipped and listed")
  func applied() async throws {
    let folder = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Workspace.fixtures.appendingPathComponent("NotesMVC"), to: folder.appendingPathComponent("App"))
    try """
    excluded:
      - App/Views
    roles:
      models:
        names: ["Note*"]
        folders: [App/Model]
    """.write(to: folder.appendingPathComponent("archlab.yml"), atomically: true, encoding: .utf8)
    let analysis = try await Analyzer.analyze(
      AnalysisRequest(
        root: folder, archlabRoot: Workspace.root, cache: Workspace.cache, references: Workspace.references))
    #expect(analysis.measurement.roles.types["NoteStore"]?.role == .models)
    #expect(analysis.measurement.roles.types["NoteStore"]?.evidence.first?.contains("configuration") == true)
    #expect(analysis.measurement.roles.types["NotesListViewController"]?.role == .models)
    #expect(
      analysis.skipped.contains(SkippedPath(path: "App/Views", reason: "excluded by the configuration")))
  }

  @Test(
    "A malformed file is named with the line that is wrong",
    arguments: [
      ("roles:\n  presenter: [\n", 3),
      ("excluded:\n  - Pods\nroles:\n  wizard:\n    names: [\"*Wizard\"]\n", 4),
      ("{\"excluded\": [\"Pods\"],\n \"colour\": 1}\n", 2),
      ("excluded:\n  - a: b\n", 2),
    ])
  func malformed(_ text: String, _ line: Int) throws {
    #expect {
      try AnalyzerConfig.parse(text, file: "archlab.yml")
    } throws: { error in
      guard case .badConfiguration(_, let found, let message)? = error as? AnalyzerError else { return false }
      return found == line && !message.isEmpty
    }
  }

  @Test("JSON reads as YAML does")
  func json() throws {
    let config = try AnalyzerConfig.parse(
      #"{"excluded": ["Generated"], "roles": {"coordinator": {"folders": ["Flows"]}}, "matchThreshold": 0.4}"#,
      file: "archlab.json")
    #expect(config.excluded == ["Generated"])
    #expect(config.roles == [RoleOverride(role: .coordinator, folders: ["Flows"])])
    #expect(config.matchThreshold == 0.4)
  }
}
