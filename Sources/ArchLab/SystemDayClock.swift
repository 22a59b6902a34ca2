import Entities
import Foundation

/// Today's day by the system clock, in the machine's time zone. Only the
/// composition root uses it; modules receive a ``DayClock``.
public struct SystemDayClock: DayClock {
  /// Creates the clock.
  public init() {}

  public func today() -> Day {
    let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
    guard let year = parts.year, let month = parts.month, let day = parts.day,
      let today = Day(year: year, month: month, day: day)
    else { return Day(year: 2000, month: 1, day: 1)! }
    return today
  }
}
