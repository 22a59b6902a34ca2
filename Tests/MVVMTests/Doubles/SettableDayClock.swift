import Entities
import Foundation

/// A clock whose day a test can move, as time passing would.
final class SettableDayClock: DayClock, @unchecked Sendable {
  private let lock = NSLock()
  private var day: Day

  /// A clock on `day`.
  init(_ day: Day) {
    self.day = day
  }

  /// Moves the clock to `newDay`.
  func set(_ newDay: Day) {
    lock.withLock { day = newDay }
  }

  func today() -> Day {
    lock.withLock { day }
  }
}
