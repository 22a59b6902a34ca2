import Foundation
import HarnessSupport
import Metrics

/// The report's steps as they run: each one logged, timed and recorded.
struct Steps {
  /// Where progress lines go.
  let log: @Sendable (String) -> Void
  /// The steps done so far and how long each took.
  private(set) var timings: [StepTiming] = []
  /// What the running step's tools print last; a heartbeat shows it every ten seconds.
  let progress: ProgressLine

  init(log: @escaping @Sendable (String) -> Void, progress: ProgressLine = ProgressLine()) {
    self.log = log
    self.progress = progress
  }

  /// Runs `body` as the step `name`: says so, times it, records the time.
  mutating func run<T>(_ name: String, _ body: () async throws -> T) async throws -> T {
    log("→ \(name)…")
    let start = ContinuousClock.now
    progress.start(log: log)
    defer { progress.stop() }
    let value = try await body()
    let seconds = (ContinuousClock.now - start).seconds
    timings.append(StepTiming(step: name, seconds: seconds))
    log("  done in \(String(format: "%.1f", seconds)) s")
    return value
  }
}
