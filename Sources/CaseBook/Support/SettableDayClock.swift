import Entities
import Foundation

/// A clock whose day a test can move, as time passing would: to check that a
/// module asks it each time instead of remembering one day.
public final class SettableDayClock: DayClock, @unchecked Sendable {
  private let lock = NSLock()
  private var day: Day

  /// A clock on `day`.
  public init(_ day: Day) {
    self.day = day
  }

  /// Moves the clock to `newDay`.
  public func set(_ newDay: Day) {
    lock.withLock { day = newDay }
  }

  public func today() -> Day {
    lock.withLock { day }
  }
}
