import Analysis
import Foundation

/// Parses files into ``FileFacts`` on every core, each file once per content.
public enum FactParser {
  /// The facts of `files` (path, text), in order, keyed by the hash of their text (computed on
  /// every core too): from `cache` where it holds the key, parsed in parallel otherwise;
  /// `progress` hears how many were done.
  public static func facts(
    _ files: [(path: String, text: String)], cache: FactCache, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> [FileFacts] {
    facts(count: files.count, cache: cache, progress: progress) { index in
      (files[index].path, files[index].text, FactCache.key(of: files[index].text))
    }
  }

  /// The facts of `files` (path, text, cache key: a git blob's id), in order: from `cache` where
  /// it holds the key, parsed in parallel otherwise; `progress` hears how many were done.
  public static func facts(
    _ files: [(path: String, text: String, key: String)], cache: FactCache,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> [FileFacts] {
    facts(count: files.count, cache: cache, progress: progress) { files[$0] }
  }

  private static func facts(
    count: Int, cache: FactCache, progress: (@Sendable (Int, Int) -> Void)?,
    file: @Sendable (Int) -> (path: String, text: String, key: String)
  ) -> [FileFacts] {
    let results = Slots<FileFacts>(count: count)
    let done = Slots<Bool>(count: 1)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let file = file(index)
      let facts =
        cache.facts(file.key, path: file.path)
        ?? {
          let parsed = SourceAnalyzer.facts(path: file.path, text: file.text)
          cache.store(parsed, key: file.key)
          return parsed
        }()
      results.set(index, facts)
      if let progress { progress(done.increment(), count) }
    }
    return results.values
  }
}
