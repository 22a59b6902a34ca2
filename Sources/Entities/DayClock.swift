/// Tells what day it is today. Modules ask this, never the system clock, so
/// every behaviour can be tested for any day.
public protocol DayClock: Sendable {
  /// Today's calendar day.
  func today() -> Day
}

/// A clock that always answers the same day: for tests, scripts and `--today`.
public struct FixedDayClock: DayClock {
  /// The day this clock answers.
  public var day: Day

  /// Creates a clock stopped on `day`.
  public init(_ day: Day) { self.day = day }

  public func today() -> Day { day }
}
