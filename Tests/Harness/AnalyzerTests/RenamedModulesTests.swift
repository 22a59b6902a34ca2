import Analyzer
import ArchLab
import Foundation
import Testing

/// ArchLab's own ten modules as apps nobody named for the classifier: every type and file
/// renamed, so that only structure (and the folders) is left.
@Suite("ArchLab's modules renamed")
struct RenamedModulesTests {
  /// The closest reference to `folder`, measured as an app.
  static func closest(_ folder: URL) throws -> ArchitectureRanking {
    let config = try AnalyzerConfig.load(root: folder, explicit: nil)
    let measurement = try AppMeasurement.measure(folder: folder, config: config, cache: Workspace.cache)
    return ArchitectureRanking(measurement.profile, references: Workspace.references)
  }

  @Test("Each module under its own names is closest to its own reference", arguments: Architecture.allCases)
  func withNames(_ architecture: Architecture) throws {
    let folder = Workspace.root.appendingPathComponent("Sources/\(architecture.moduleName)")
    #expect(try Self.closest(folder).matches.first?.architecture == architecture.displayName)
  }

  @Test(
    "With every type and file renamed, at least 8 of the 10 modules are still closest to their own reference")
  func fromStructureAlone() throws {
    var right: [String] = []
    var lines: [String] = []
    for architecture in Architecture.allCases {
      let source = Workspace.root.appendingPathComponent("Sources/\(architecture.moduleName)")
      let tree = try SourceTree(root: source)
      let copy = try Workspace.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: copy) }
      if let keep = ProcessInfo.processInfo.environment["ARCHLAB_KEEP_RENAMED"] {
        try? FileManager.default.copyItem(
          at: copy, to: URL(fileURLWithPath: keep).appendingPathComponent(architecture.moduleName))
      }
      try TypeRenamer.copy(tree.files.map { ($0.path, $0.text) }, to: copy)
      // The module's settings go with it (TCA's declare its `Framework/` folder stand-in code).
      let settings = source.appendingPathComponent(".archlab.yml")
      if FileManager.default.fileExists(atPath: settings.path) {
        try FileManager.default.copyItem(at: settings, to: copy.appendingPathComponent(".archlab.yml"))
      }
      let ranking = try Self.closest(copy)
      let best = ranking.matches.first
      if best?.architecture == architecture.displayName { right.append(architecture.displayName) }
      lines.append(
        "\(architecture.displayName) → "
          + ranking.matches.prefix(3).map { "\($0.architecture) \(String(format: "%.2f", $0.distance))" }
          .joined(separator: ", "))
    }
    print(lines.joined(separator: "\n"))
    #expect(right.count >= 8, "\(right.count) of 10 right:\n\(lines.joined(separator: "\n"))")
  }
}
