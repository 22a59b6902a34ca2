import Foundation

/// Results written by index from concurrent iterations, each index once.
final class Slots<Value>: @unchecked Sendable {
  private var storage: [Value?]
  private var counter = 0
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) { lock.withLock { storage[index] = value } }

  /// Counts one more done, and returns how many are.
  func increment() -> Int {
    lock.withLock {
      counter += 1
      return counter
    }
  }

  var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}
