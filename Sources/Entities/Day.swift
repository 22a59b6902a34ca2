/// A calendar day in the proleptic Gregorian calendar: a year, a month and a day,
/// with no time and no time zone, so that nothing can move it to another day.
public struct Day: Sendable, Equatable, Hashable, Comparable {
  /// The year, from 1 to 9999.
  public let year: Int
  /// The month, from 1 to 12.
  public let month: Int
  /// The day of the month, from 1 to the month's length.
  public let day: Int

  /// The smallest and largest days a `Day` can hold (years 1 to 9999), so that
  /// every day prints as `YYYY-MM-DD`.
  public static let validYears = 1...9999

  /// Creates a day, or returns `nil` if it is not a real calendar day.
  public init?(year: Int, month: Int, day: Int) {
    guard Day.validYears.contains(year), (1...12).contains(month),
      (1...Day.length(ofMonth: month, inYear: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses exactly `YYYY-MM-DD` (ASCII digits, zero-padded) naming a real day.
  ///
  /// `2023-02-30`, `2023-2-3`, ` 2023-02-03` and `tomorrow` give `nil`.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// Whether `year` is a leap year in the Gregorian calendar.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` of `year`.
  public static func length(ofMonth month: Int, inYear year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The day `count` days after this one (before it, if negative), or `nil`
  /// outside years 1…9999.
  public func adding(days count: Int) -> Day? {
    Day(daysSinceEpoch: daysSinceEpoch + count)
  }

  /// The day of the week.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday.
    let index = ((daysSinceEpoch % 7) + 7 + 4) % 7  // 0 = Sunday
    return Weekday(rawValue: index + 1)!
  }

  /// The first day of the week containing this day, for weeks starting on
  /// `firstWeekday`; `nil` only when that day would fall before year 1.
  public func startOfWeek(firstWeekday: Weekday) -> Day? {
    let back = (weekday.rawValue - firstWeekday.rawValue + 7) % 7
    return adding(days: -back)
  }

  /// Days since 1970-01-01 (negative before it).
  public var daysSinceEpoch: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The day `days` days after 1970-01-01, or `nil` outside years 1…9999.
  public init?(daysSinceEpoch days: Int) {
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    self.init(year: year, month: month, day: day)
  }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
