import Foundation

/// Appends the rounds to the file named by `ARCHLAB_BENCHMARK_SAMPLES`, one
/// JSON object per line (nothing without it: a plain `swift package benchmark`
/// shows the custom metrics only).
enum SampleLog {
  static func append(_ line: SampleLine) throws {
    guard let path = ProcessInfo.processInfo.environment["ARCHLAB_BENCHMARK_SAMPLES"] else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    try ProgressLog.append(String(decoding: try encoder.encode(line), as: UTF8.self), to: path)
  }
}
