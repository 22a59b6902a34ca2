import ComposableArchitectureKit
import Entities

extension DependencyValues {
  /// Today, as the Upcoming features read it: the clock the app's store is
  /// given (`AppBuilder`'s), a test's own; nothing unless set.
  var dayClock: any DayClock {
    get { self[DayClockKey.self] }
    set { self[DayClockKey.self] = newValue }
  }

  /// The first day of a week: the one the app's store is given (`AppBuilder`'s),
  /// else Sunday, as a Gregorian calendar's.
  var firstWeekday: Weekday {
    get { self[FirstWeekdayKey.self] }
    set { self[FirstWeekdayKey.self] = newValue }
  }
}

private enum DayClockKey: DependencyKey {
  /// None: a feature reading today needs its store to be given a clock.
  static var liveValue: any DayClock {
    fatalError("@Dependency(\\.dayClock) has no value: set it with withDependencies, as AppBuilder does")
  }
  static var testValue: any DayClock { liveValue }
}

private enum FirstWeekdayKey: DependencyKey {
  static let liveValue = Weekday.sunday
  static let testValue = Weekday.sunday
}
