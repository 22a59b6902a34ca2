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
    var fingerprint = InputFingerprint(
      header: "archlab \(executable.path) \(size) \(modified.timeIntervalSince1970)\n")
    for path in files {
      fingerprint.add(file: path, in: root)
    }
    for name in folders {
      fingerprint.add(folder: name, in: root)
    }
    return fingerprint.digest
  }

  /// The value kept as `name` under the key now, else `compute()`'s, kept for the next run.
  func value<T: Codable>(_ name: String, log: (String) -> Void, compute: () async throws -> T) async throws
    -> T
  {
    let file = KeptResult<Kept<T>>(fileName: "\(name).json", format: .compact, key: \.key)
    if let key, let kept = file.load(key: key, from: [folder]) {
      log("  reused: nothing it reads has changed since it was computed (\(file.file(in: folder).path))")
      return kept.value
    }
    let value = try await compute()
    if let key {
      try? file.save(Kept(key: key, value: value), in: folder)
    }
    return value
  }

  /// A kept value and its key.
  struct Kept<T: Codable>: Codable {
    var key: String
    var value: T
  }
}
