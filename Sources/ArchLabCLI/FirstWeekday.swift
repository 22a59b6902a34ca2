import ArgumentParser
import Entities

/// The weekdays a week may start on, as written on the command line.
enum FirstWeekday: String, CaseIterable, ExpressibleByArgument {
  case sunday
  case monday

  var weekday: Weekday { self == .sunday ? .sunday : .monday }
}
