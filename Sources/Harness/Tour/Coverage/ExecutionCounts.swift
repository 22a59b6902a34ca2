/// Execution counts per line of each source file, from one run's profile.
public struct ExecutionCounts: Sendable, Equatable {
  /// Counts per file path, then per line number; lines without code are absent.
  public var files: [String: [Int: UInt64]]

  /// Creates counts.
  public init(files: [String: [Int: UInt64]] = [:]) { self.files = files }

  /// Reads `llvm-cov export -format=lcov` text: `SF:` names a file, `DA:line,count`
  /// gives a line's count, `end_of_record` closes the file. Paths are made
  /// relative to `root` when they lie under it.
  public init(lcov text: String, root: String) {
    var files: [String: [Int: UInt64]] = [:]
    var current: String?
    let prefix = root.hasSuffix("/") ? root : root + "/"
    for line in text.split(whereSeparator: \.isNewline) {
      if line.hasPrefix("SF:") {
        var path = String(line.dropFirst(3))
        if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        current = path
        files[path, default: [:]] = files[path] ?? [:]
      } else if line.hasPrefix("DA:"), let path = current {
        let fields = line.dropFirst(3).split(separator: ",")
        guard fields.count >= 2, let number = Int(fields[0]), let count = UInt64(fields[1]) else { continue }
        files[path, default: [:]][number, default: 0] += count
      } else if line == "end_of_record" {
        current = nil
      }
    }
    self.files = files
  }

  /// The lines, per file, that ran more often in `after` than in `before`:
  /// what happened between the two. A line run only before is not in it; a
  /// line run only after is; a line run in both is in it only if it ran again.
  public static func executed(before: ExecutionCounts, after: ExecutionCounts) -> [String: Set<Int>] {
    var executed: [String: Set<Int>] = [:]
    for (path, counts) in after.files {
      let earlier = before.files[path] ?? [:]
      let lines = Set(counts.filter { $0.value > (earlier[$0.key] ?? 0) }.keys)
      if !lines.isEmpty { executed[path] = lines }
    }
    return executed
  }
}
