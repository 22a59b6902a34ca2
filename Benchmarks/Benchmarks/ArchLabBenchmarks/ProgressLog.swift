import Foundation

/// Tells `Benchmarks/run.sh` that a benchmark ended: a line appended to the
/// file named by `ARCHLAB_BENCHMARK_PROGRESS`, if set.
enum ProgressLog {
  static func report(_ line: String) {
    guard let path = ProcessInfo.processInfo.environment["ARCHLAB_BENCHMARK_PROGRESS"] else { return }
    try? append(line, to: path)
  }

  /// Says that a benchmark failed, to `run.sh` and on standard error: run without
  /// the plugin, a benchmark process has no other way to say why it wrote no rounds.
  static func failure(_ message: String) {
    report("failed: \(message)")
    FileHandle.standardError.write(Data("failed: \(message)\n".utf8))
  }

  /// Appends `line` and a line break to the file at `path` (created if needed).
  static func append(_ line: String, to path: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    guard let file = FileHandle(forWritingAtPath: path) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
    defer { try? file.close() }
    _ = try file.seekToEnd()
    try file.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Seconds since `start`, with one decimal.
  static func seconds(since start: ContinuousClock.Instant) -> String {
    let elapsed = ContinuousClock.now - start
    return String(
      format: "%.1f", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
}
