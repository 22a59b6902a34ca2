import Entities
import Foundation
import Testing

@Suite("Day")
struct DayTests {
  @Test(
    "Parses and prints YYYY-MM-DD",
    arguments: ["2024-05-15", "0001-01-01", "9999-12-31", "2024-02-29", "2000-02-29"])
  func roundTrip(text: String) throws {
    let day = try #require(Day(text))
    #expect(day.description == text)
  }

  @Test(
    "Refuses what is not a real day written as YYYY-MM-DD",
    arguments: [
      "2023-02-29", "2023-02-30", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00",
      "0000-01-01", "2024-1-05", "24-01-05", " 2024-01-05", "2024-01-05 ", "2024/01/05", "tomorrow", "",
      "２０２４-01-05", "2024-01-0５", "+024-01-05", "2024-01-05T00:00",
    ])
  func refusesInvalid(text: String) {
    #expect(Day(text) == nil)
  }

  @Test("Adds days across months, leap days and years")
  func adding() {
    let day = Day(year: 2024, month: 2, day: 28)!
    #expect(day.adding(days: 1) == Day("2024-02-29"))
    #expect(day.adding(days: 2) == Day("2024-03-01"))
    #expect(Day("2026-12-31")!.adding(days: 1) == Day("2027-01-01"))
    #expect(Day("2027-01-01")!.adding(days: -1) == Day("2026-12-31"))
    #expect(Day("2024-05-15")!.adding(days: 365) == Day("2025-05-15"))
    #expect(Day("9999-12-31")!.adding(days: 1) == nil)
    #expect(Day("0001-01-01")!.adding(days: -1) == nil)
  }

  @Test("Knows the weekday of known dates")
  func weekdays() {
    #expect(Day("1970-01-01")!.weekday == .thursday)
    #expect(Day("2024-05-15")!.weekday == .wednesday)
    #expect(Day("2026-12-31")!.weekday == .thursday)
    #expect(Day("2000-01-01")!.weekday == .saturday)
    #expect(Day("1900-01-01")!.weekday == .monday)
    #expect(Day("0001-01-01")!.weekday == .monday)
  }

  @Test("Agrees with Foundation's Gregorian calendar on every day of four centuries")
  func matchesFoundation() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var date = calendar.date(from: DateComponents(year: 1850, month: 1, day: 1))!
    var day = Day("1850-01-01")!
    for _ in 0..<(400 * 365) {
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
      guard day.year == parts.year, day.month == parts.month, day.day == parts.day,
        day.weekday.rawValue == parts.weekday
      else {
        Issue.record("\(day) disagrees with \(parts)")
        return
      }
      date = calendar.date(byAdding: .day, value: 1, to: date)!
      day = day.adding(days: 1)!
    }
  }

  @Test("Finds the start of the week for Sunday and Monday weeks, across a new year")
  func startOfWeek() {
    let wednesday = Day("2024-05-15")!
    #expect(wednesday.startOfWeek(firstWeekday: .sunday) == Day("2024-05-12"))
    #expect(wednesday.startOfWeek(firstWeekday: .monday) == Day("2024-05-13"))
    let sunday = Day("2024-05-19")!
    #expect(sunday.startOfWeek(firstWeekday: .sunday) == sunday)
    #expect(sunday.startOfWeek(firstWeekday: .monday) == Day("2024-05-13"))
    #expect(Day("2027-01-02")!.startOfWeek(firstWeekday: .sunday) == Day("2026-12-27"))
    #expect(Day("2027-01-03")!.startOfWeek(firstWeekday: .monday) == Day("2026-12-28"))
  }

  @Test("Orders days chronologically and codes them as YYYY-MM-DD strings")
  func orderAndCoding() throws {
    #expect(Day("2024-01-31")! < Day("2024-02-01")!)
    #expect(Day("2023-12-31")! < Day("2024-01-01")!)
    let data = try JSONEncoder().encode([Day("2024-05-15")!])
    #expect(String(decoding: data, as: UTF8.self) == #"["2024-05-15"]"#)
    #expect(try JSONDecoder().decode([Day].self, from: data) == [Day("2024-05-15")!])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Day].self, from: Data(#"["2024-02-30"]"#.utf8))
    }
  }

  @Test("Names weekdays in English and parses their names")
  func weekdayNames() {
    #expect(
      Weekday.allCases.map(\.name) == [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
      ])
    #expect(Weekday(name: "monday") == .monday)
    #expect(Weekday(name: "Lundi") == nil)
  }
}
