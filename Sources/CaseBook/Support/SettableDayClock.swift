import Entities

/// A clock whose today a test sets and moves.
public final class SettableDayClock: DayClock, @unchecked Sendable {
  /// The day `today()` answers; tests set it on one thread.
  public var day: Day

  /// A clock showing `day`.
  public init(_ day: Day) {
    self.day = day
  }

  public func today() -> Day { day }
}
