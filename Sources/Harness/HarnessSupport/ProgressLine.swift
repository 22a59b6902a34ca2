import Foundation

/// The last line a long-running tool printed, and a heartbeat that shows it:
/// so that a build or a test run is never silent for more than a few seconds.
///
/// Give ``note(_:)`` the tool's output as it comes; ``start(every:log:)``
/// logs `  … 40 s — [812/1024] Compiling GRDB Database.swift` at each interval
/// until ``stop()``.
public final class ProgressLine: @unchecked Sendable {
  private let lock = NSLock()
  private var latest: String?
  private var timer: DispatchSourceTimer?
  private var started = ContinuousClock.now

  /// Creates a progress line with nothing noted.
  public init() {}

  /// Keeps the last non-empty line of `chunk`, shortened to 100 characters.
  public func note(_ chunk: String) {
    guard
      let line = chunk.split(whereSeparator: \.isNewline).last(where: {
        !$0.trimmingCharacters(in: .whitespaces).isEmpty
      })
    else { return }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    lock.withLock { latest = trimmed.count > 100 ? String(trimmed.prefix(99)) + "…" : trimmed }
  }

  /// What the heartbeat says after `seconds`: the time, and the last line noted since the last beat.
  public func beat(after seconds: Int) -> String {
    let line = lock.withLock {
      defer { latest = nil }
      return latest
    }
    return "  … \(seconds) s" + (line.map { " — \($0)" } ?? "")
  }

  /// Logs a heartbeat every `interval` seconds until ``stop()``.
  public func start(every interval: Int = 10, log: @escaping @Sendable (String) -> Void) {
    let timer = DispatchSource.makeTimerSource(queue: .global())
    lock.withLock {
      latest = nil
      started = .now
      self.timer = timer
    }
    timer.schedule(deadline: .now() + .seconds(interval), repeating: .seconds(interval))
    timer.setEventHandler { [self] in
      let elapsed = lock.withLock { ContinuousClock.now - started }
      log(beat(after: Int(elapsed.components.seconds)))
    }
    timer.resume()
  }

  /// Stops the heartbeat.
  public func stop() {
    let timer = lock.withLock {
      defer { self.timer = nil }
      return self.timer
    }
    timer?.cancel()
  }
}
