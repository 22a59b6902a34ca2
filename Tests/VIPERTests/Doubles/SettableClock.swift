import Entities
import Foundation

/// A clock whose day a test can move, to check that modules ask it each time
/// instead of remembering one day.
final class SettableClock: DayClock, @unchecked Sendable {
  private let lock = NSLock()
  private var day: Day

  /// Creates a clock on `day`.
  init(_ day: Day) {
    self.day = day
  }

  /// Moves the clock to `day`.
  func set(_ day: Day) {
    lock.withLock { self.day = day }
  }

  func today() -> Day {
    lock.withLock { day }
  }
}
