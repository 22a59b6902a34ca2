import Foundation
import Testing

@testable import Mutation

/// The runner's tasks and the build lock, which wait without holding a thread.
@Suite("Running jobs side by side and queueing builds")
struct RunningTests {
  @Test("Every job runs once, no more than the workers at a time, and the outputs come in job order")
  func parallelRunner() async {
    let counter = Counter()
    let outputs = await ParallelRunner.run(
      Array(0..<12), workers: 3, interval: 0.05,
      work: { job in
        counter.enter()
        try? await Task.sleep(for: .milliseconds(20))
        counter.leave()
        return job * 2
      },
      tick: { _ in })
    #expect(outputs == (0..<12).map { $0 * 2 })
    #expect(counter.most <= 3 && counter.most >= 1)
  }

  @Test("A build waits for the lock another holder has, says so once, and runs once it is free")
  func buildLock() async throws {
    let path = FileManager.default.temporaryDirectory.appending(path: "archlab-lock-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let other = open(path, O_RDWR | O_CREAT, 0o666)
    #expect(other >= 0 && flock(other, LOCK_EX) == 0)
    let counter = Counter()
    async let held: Int = BuildLock(path: path).holding(waiting: { counter.enter() }) { 7 }
    try await Task.sleep(for: .milliseconds(700))
    flock(other, LOCK_UN)
    close(other)
    #expect(try await held == 7)
    #expect(counter.total == 1)
  }
}

/// How many are running at once, the most seen, and how many started.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var running = 0
  private var mostSeen = 0
  private var started = 0

  /// The most running at once.
  var most: Int { lock.withLock { mostSeen } }
  /// How many started.
  var total: Int { lock.withLock { started } }

  func enter() {
    lock.withLock {
      running += 1
      started += 1
      mostSeen = max(mostSeen, running)
    }
  }

  func leave() {
    lock.withLock { running -= 1 }
  }
}
