import Analysis
import Foundation
import HarnessSupport

/// Parse results by content: a file's ``FileFacts`` keyed by the hash of its text (or by
/// its git blob id, which is one), kept in memory and, when given a folder, on disk, so
/// that a file is parsed once across runs and across the commits of a history.
public final class FactCache: @unchecked Sendable {
  /// Bump when ``FileFacts`` or what fills it changes: older entries are then ignored.
  public static let version = 1

  private let folder: URL?
  private let lock = NSLock()
  private var memory: [String: FileFacts] = [:]
  private(set) var hits = 0
  private(set) var misses = 0

  /// A cache in memory, and on disk under `folder` when given.
  public init(folder: URL?) {
    self.folder = folder?.appendingPathComponent("v\(Self.version)")
    if let folder = self.folder {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }

  /// The key of `text`: the SHA-256 of its bytes.
  public static func key(of text: String) -> String { "sha256-" + SHA256.hex(text.utf8) }

  /// The key of a git blob.
  public static func key(blob: String) -> String { "git-" + blob }

  /// The facts stored under `key`, re-pathed to `path` (the same content may sit at several paths).
  public func facts(_ key: String, path: String) -> FileFacts? {
    let stored = lock.withLock { memory[key] } ?? fromDisk(key)
    lock.withLock {
      if stored == nil { misses += 1 } else { hits += 1 }
    }
    guard var facts = stored else { return nil }
    facts.path = path
    return facts
  }

  /// Stores `facts` under `key`.
  public func store(_ facts: FileFacts, key: String) {
    lock.withLock { memory[key] = facts }
    guard let folder, let data = try? JSONFormat.compact.encode(facts) else { return }
    try? data.write(to: folder.appendingPathComponent(key + ".json"), options: .atomic)
  }

  /// Hits and misses so far.
  public var counts: (hits: Int, misses: Int) { lock.withLock { (hits, misses) } }

  private func fromDisk(_ key: String) -> FileFacts? {
    guard let folder,
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key + ".json").path),
      let facts = try? JSONDecoder().decode(FileFacts.self, from: data)
    else { return nil }
    lock.withLock { memory[key] = facts }
    return facts
  }
}
