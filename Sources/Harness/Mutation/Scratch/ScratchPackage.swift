import Foundation
import HarnessSupport

/// The scratch copy of the package that the mutants are built in, under the workspace's
/// git-ignored `.build-mutation/`; its own `.build` is kept between runs, so a run rebuilds
/// only what changed.
struct ScratchPackage: Sendable {
  /// The copy's root (holding the reduced `Package.swift`).
  var folder: URL

  /// Entries of the copy that are the build's, never synced.
  static let kept: Set<String> = [".build", ".swiftpm", "Package.resolved"]

  /// Makes the copy hold exactly `files` (relative path → content) besides its build
  /// folder, writing only the files whose content changed so that the build stays incremental.
  @discardableResult
  func sync(_ files: [String: Data]) throws -> Int {
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    var written = 0
    for path in Self.files(under: folder) where files[path] == nil {
      try manager.removeItem(at: folder.appendingPathComponent(path))
    }
    for (path, content) in files {
      let url = folder.appendingPathComponent(path)
      if manager.contents(atPath: url.path) == content { continue }
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url)
      written += 1
    }
    return written
  }

  /// The regular files under `directory`, relative to it, sorted; `.build*` folders,
  /// hidden entries and the build's entries are skipped.
  static func files(under directory: URL) -> [String] {
    FileTree.files(under: directory, skipping: kept)
  }
}
