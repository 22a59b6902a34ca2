/// A day of the week, numbered as in the Gregorian convention (Sunday is 1).
public enum Weekday: Int, Sendable, Equatable, Hashable, Codable, CaseIterable {
  case sunday = 1
  case monday
  case tuesday
  case wednesday
  case thursday
  case friday
  case saturday

  /// The English name, capitalized: `Monday` … `Sunday`.
  public var name: String {
    switch self {
    case .sunday: "Sunday"
    case .monday: "Monday"
    case .tuesday: "Tuesday"
    case .wednesday: "Wednesday"
    case .thursday: "Thursday"
    case .friday: "Friday"
    case .saturday: "Saturday"
    }
  }

  /// Parses a lowercase or capitalized English name (`sunday`, `Monday`).
  public init?(name: String) {
    guard let match = Weekday.allCases.first(where: { $0.name.lowercased() == name.lowercased() })
    else { return nil }
    self = match
  }
}
