import Foundation

/// What `Benchmarks/run.sh` tells one benchmark process: which of its cell's
/// processes it is (`ARCHLAB_BENCHMARK_PROCESS`, from 1) and how many rounds it
/// measures (`ARCHLAB_BENCHMARK_ROUNDS`). Without them, as in a plain
/// `swift package benchmark`, a benchmark is its cell's only process and
/// measures its default rounds.
enum ProcessOptions {
  /// This process's number among its cell's processes.
  static var process: Int { value("ARCHLAB_BENCHMARK_PROCESS") ?? 1 }

  /// The rounds to measure, `rounds` unless `run.sh` says otherwise.
  static func rounds(default rounds: Int) -> Int { value("ARCHLAB_BENCHMARK_ROUNDS") ?? rounds }

  private static func value(_ name: String) -> Int? {
    guard let text = ProcessInfo.processInfo.environment[name], let value = Int(text), value > 0 else {
      return nil
    }
    return value
  }
}
