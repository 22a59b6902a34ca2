import Foundation

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
    let manager = FileManager.default
    guard
      let enumerator = manager.enumerator(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let base = directory.standardizedFileURL.resolvingSymlinksInPath().path
    var paths: [String] = []
    for case let url as URL in enumerator {
      let path = String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(base.count + 1))
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
      if values?.isDirectory == true {
        if kept.contains(path) || url.lastPathComponent.hasPrefix(".build") { enumerator.skipDescendants() }
        continue
      }
      if values?.isRegularFile == true, !kept.contains(path) { paths.append(path) }
    }
    return paths.sorted()
  }
}
