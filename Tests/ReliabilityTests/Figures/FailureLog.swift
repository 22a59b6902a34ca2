import Foundation
import Testing

/// The failed expectations of one test, held until its figures are written.
///
/// Inside ``Figures/recording(_:isolation:_:)``, ``check(_:_:sourceLocation:)``
/// notes a failure here instead of reporting it at once: the figures are
/// written first (with status `failed` and the reason), then every failure is
/// reported to Swift Testing, so that a failing check still has its row.
final class FailureLog: @unchecked Sendable {
  /// One failed expectation: what it says, and where.
  struct Entry {
    var message: String
    var location: SourceLocation
  }

  /// The log of the test running now, if it records its figures.
  @TaskLocal static var current: FailureLog?

  private let lock = NSLock()
  private var stored: [Entry] = []

  /// The failures noted, in order.
  var entries: [Entry] { lock.withLock { stored } }

  /// Notes a failure.
  func note(_ message: String, at location: SourceLocation) {
    lock.withLock { stored.append(Entry(message: message, location: location)) }
  }
}
