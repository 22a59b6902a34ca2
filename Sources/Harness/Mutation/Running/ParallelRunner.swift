import Foundation

/// Runs jobs on a fixed number of threads and lets the caller look at the finished ones
/// every few seconds while they run.
final class ParallelRunner<Job: Sendable, Output: Sendable>: @unchecked Sendable {
  private let jobs: [Job]
  private let work: @Sendable (Job) -> Output
  private let lock = NSLock()
  private var next = 0
  private var outputs: [Output?]

  private init(jobs: [Job], work: @escaping @Sendable (Job) -> Output) {
    self.jobs = jobs
    self.work = work
    outputs = Array(repeating: nil, count: jobs.count)
  }

  /// Runs `work` on every job with `workers` threads; `tick` is called with the outputs so
  /// far every `interval` seconds and once at the end. Returns the outputs in job order.
  static func run(
    _ jobs: [Job], workers: Int, interval: Double, work: @escaping @Sendable (Job) -> Output,
    tick: ([Output]) -> Void
  ) -> [Output] {
    let runner = ParallelRunner(jobs: jobs, work: work)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(workers, jobs.count)) {
      group.enter()
      let thread = Thread {
        runner.drain()
        group.leave()
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    while group.wait(timeout: .now() + interval) == .timedOut {
      tick(runner.finished)
    }
    let all = runner.finished
    tick(all)
    return all
  }

  private var finished: [Output] {
    lock.lock()
    defer { lock.unlock() }
    return outputs.compactMap { $0 }
  }

  private func drain() {
    while let index = claim() {
      let output = work(jobs[index])
      lock.lock()
      outputs[index] = output
      lock.unlock()
    }
  }

  private func claim() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < jobs.count else { return nil }
    next += 1
    return next - 1
  }
}
