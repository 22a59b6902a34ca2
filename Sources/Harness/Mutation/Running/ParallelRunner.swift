import Foundation

/// Runs jobs as a fixed number of concurrent tasks and lets the caller look at the finished
/// ones every few seconds while they run.
final class ParallelRunner<Job: Sendable, Output: Sendable>: @unchecked Sendable {
  private let jobs: [Job]
  private let work: @Sendable (Job) async -> Output
  private let lock = NSLock()
  private var next = 0
  private var outputs: [Output?]

  private init(jobs: [Job], work: @escaping @Sendable (Job) async -> Output) {
    self.jobs = jobs
    self.work = work
    outputs = Array(repeating: nil, count: jobs.count)
  }

  /// Runs `work` on every job, `workers` at a time; `tick` is called with the outputs so
  /// far every `interval` seconds and once at the end. Returns the outputs in job order.
  static func run(
    _ jobs: [Job], workers: Int, interval: Double, work: @escaping @Sendable (Job) async -> Output,
    tick: @escaping @Sendable ([Output]) -> Void
  ) async -> [Output] {
    let runner = ParallelRunner(jobs: jobs, work: work)
    let count = max(1, min(workers, jobs.count))
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        while (try? await Task.sleep(for: .seconds(interval))) != nil { tick(runner.finished) }
        return false
      }
      for _ in 0..<count {
        group.addTask {
          await runner.drain()
          return true
        }
      }
      var running = count
      while running > 0, let worker = await group.next() {
        if worker { running -= 1 }
      }
      group.cancelAll()
    }
    let all = runner.finished
    tick(all)
    return all
  }

  private var finished: [Output] {
    lock.withLock { outputs.compactMap { $0 } }
  }

  private func drain() async {
    while let index = claim() {
      let output = await work(jobs[index])
      lock.withLock { outputs[index] = output }
    }
  }

  private func claim() -> Int? {
    lock.withLock {
      guard next < jobs.count else { return nil }
      next += 1
      return next - 1
    }
  }
}
