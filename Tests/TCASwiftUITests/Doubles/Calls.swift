import Foundation

/// What a client was asked, kept from its `@Sendable` closures.
final class Calls<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value] = []

  /// An empty record.
  init() {}

  /// Records `value`.
  func record(_ value: Value) {
    lock.withLock { values.append(value) }
  }

  /// Every value recorded, in order.
  var all: [Value] { lock.withLock { values } }
}
