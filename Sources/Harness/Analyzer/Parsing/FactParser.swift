import Analysis
import Foundation

/// Parses files into ``FileFacts`` on every core, each file once per content.
public enum FactParser {
  /// The facts of `files` (path, text, cache key), in order: from `cache` where it holds the
  /// key, parsed in parallel otherwise; `progress` hears how many were done.
  public static func facts(
    _ files: [(path: String, text: String, key: String)], cache: FactCache,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> [FileFacts] {
    let results = Slots<FileFacts>(count: files.count)
    let done = Slots<Bool>(count: 1)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index]
      let facts =
        cache.facts(file.key, path: file.path)
        ?? {
          let parsed = SourceAnalyzer.facts(path: file.path, text: file.text)
          cache.store(parsed, key: file.key)
          return parsed
        }()
      results.set(index, facts)
      if let progress { progress(done.increment(), files.count) }
    }
    return results.values
  }
}
