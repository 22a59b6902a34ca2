import Foundation

/// Runs async library code from a synchronous command's `run()`: the root command is
/// synchronous (`archlab run` drives a main-actor UI loop), and git's child processes
/// are read through swift-subprocess, which is async.
enum Bridge {
  /// The value of `work`, waited for on a detached task while this thread blocks.
  static func wait<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws -> Value {
    let box = Box<Value>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      do {
        box.result = .success(try await work())
      } catch {
        box.result = .failure(error)
      }
      done.signal()
    }
    done.wait()
    return try box.result!.get()
  }
}

/// The outcome a detached task hands back to the waiting thread (written once, then read).
private final class Box<Value: Sendable>: @unchecked Sendable {
  var result: Result<Value, any Error>?
}
