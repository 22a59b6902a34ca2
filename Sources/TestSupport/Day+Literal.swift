import Entities

extension Day {
  /// The day written `text` (`YYYY-MM-DD`); stops the test run on a typo in a test.
  public static func at(_ text: String) -> Day {
    guard let day = Day(text) else { preconditionFailure("not a day in a test: \(text)") }
    return day
  }
}
