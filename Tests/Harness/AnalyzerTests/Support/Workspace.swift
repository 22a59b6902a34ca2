import Analyzer
import ArchLab
import Foundation
import HarnessSupport

/// The ArchLab checkout these tests run in, and temporary folders they make.
enum Workspace {
  /// The checkout's root (holding `Package.swift`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The fixtures folder.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A new empty temporary folder.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archlab-analyzer-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A stand-in for an ArchLab checkout in a new temporary folder: each module's folder under
  /// `Sources/` with one small file, so that a test running the whole command (which measures
  /// the references itself, with its own cache) does not parse the ten modules again.
  static func miniatureCheckout() throws -> URL {
    let folder = try temporaryFolder()
    for architecture in Architecture.allCases {
      let module = folder.appendingPathComponent("Sources/\(architecture.moduleName)")
      try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
      try "final class \(architecture.moduleName)Screen {}\n".write(
        to: module.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// The ten modules' reference profiles, measured once for all tests.
  static let labReferences: [(name: String, profile: ArchitectureProfile)] = {
    (try? ReferenceProfiles.measure(archlabRoot: root, cache: cache)) ?? []
  }()

  /// The references `archlab analyze` ranks against: the modules blended with the corpus's
  /// tuning half (``FieldReferences``).
  static let references: [(name: String, profile: ArchitectureProfile)] = {
    FieldReferences.blend(labReferences, with: FieldReferences.load(archlabRoot: root))
  }()

  /// One parse cache (in memory) for every test.
  static let cache = FactCache(folder: nil)
}
