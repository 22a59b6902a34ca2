import Foundation
import HarnessSupport

/// What the report computes from the workspace's files alone (the tour, the cost of
/// change, the growth series' sizes), kept in `.build/archlab-report/` under the key of
/// those files and of the `archlab` that computed them, so that a report run again with
/// nothing changed reuses it instead of computing it again.
///
/// The key hashes every file under ``folders`` and each of ``files`` (path and content),
/// then the executable's path, size and modification time: a change to a source, a test,
/// a patch, a document or the harness itself (any rebuild of `archlab`) computes again.
/// Without a known executable nothing is kept.
struct ReportCache {
  /// The folders whose files the cached steps read.
  static let folders = ["Sources", "Tests", "Workshop", "Examples", "Docs"]
  /// The single files they read.
  static let files = ["Package.swift"]

  /// Where the values are kept.
  var folder: URL
  /// The key of the inputs now, or `nil` when values are neither kept nor reused.
  var key: String?

  /// The cache of the workspace at `root`, for the report made by `executable`.
  init(root: URL, executable: URL?) {
    folder = root.appending(path: ".build/archlab-report")
    key = executable.flatMap { Self.key(root: root, executable: $0) }
  }

  /// The key of the workspace's inputs and of `executable`, or `nil` if the executable cannot be read.
  static func key(root: URL, executable: URL) -> String? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path),
      let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
    else { return nil }
    var hash = SHA256()
    hash.update("archlab \(executable.path) \(size) \(modified.timeIntervalSince1970)\n")
    for path in files {
      hash.update("\(path)\n")
      hash.update(FileManager.default.contents(atPath: root.appending(path: path).path) ?? Data())
      hash.update([0])
    }
    for name in folders {
      let directory = root.appending(path: name)
      for path in FileTree.files(under: directory) {
        hash.update("\(name)/\(path)\n")
        hash.update(FileManager.default.contents(atPath: directory.appending(path: path).path) ?? Data())
        hash.update([0])
      }
    }
    return hash.hexDigest()
  }

  /// The value kept as `name` under the key now, else `compute()`'s, kept for the next run.
  func value<T: Codable>(_ name: String, log: (String) -> Void, compute: () throws -> T) throws -> T {
    let file = folder.appending(path: "\(name).json")
    if let key, let data = FileManager.default.contents(atPath: file.path),
      let kept = try? JSONDecoder().decode(Kept<T>.self, from: data), kept.key == key
    {
      log("  reused: nothing it reads has changed since it was computed (\(file.path))")
      return kept.value
    }
    let value = try compute()
    if let key {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? JSONEncoder().encode(Kept(key: key, value: value)).write(to: file)
    }
    return value
  }

  /// A kept value and its key.
  struct Kept<T: Codable>: Codable {
    var key: String
    var value: T
  }
}
