import Foundation

/// Parse results kept in memory by path and text, for analysers that read the same files
/// more than once: the growth series measures seven steps whose files are mostly the same,
/// and a module's tests are read for its size and again for its case book. A file is
/// parsed once per text; a file whose text changed is parsed again.
public final class ParseMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var metrics: [String: FileMetrics] = [:]
  private var facts: [String: FileFacts] = [:]
  private var parses = 0

  /// An empty memo.
  public init() {}

  /// How many files were parsed through this memo (its misses).
  public var parsed: Int { lock.withLock { parses } }

  /// ``SourceAnalyzer/analyze(path:text:)`` of the file, parsed once per text.
  func metrics(path: String, text: String) -> FileMetrics {
    kept(\.metrics, path, text) { SourceAnalyzer.analyze(path: path, text: text) }
  }

  /// ``SourceAnalyzer/facts(path:text:)`` of the file, parsed once per text.
  func facts(path: String, text: String) -> FileFacts {
    kept(\.facts, path, text) { SourceAnalyzer.facts(path: path, text: text) }
  }

  /// The value kept in `store` for the file, else `parse()`'s, kept.
  private func kept<Value>(
    _ store: ReferenceWritableKeyPath<ParseMemo, [String: Value]>, _ path: String, _ text: String,
    parse: () -> Value
  ) -> Value {
    let key = Self.key(path, text)
    if let kept = lock.withLock({ self[keyPath: store][key] }) { return kept }
    let value = parse()
    lock.withLock {
      self[keyPath: store][key] = value
      parses += 1
    }
    return value
  }

  private static func key(_ path: String, _ text: String) -> String { path + "\u{0}" + text }
}
