import Entities

/// What a user does in one measured iteration.
public enum Scenario: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// Launch on a database of N contacts: build the root screen on a window and draw it.
  case openContacts
  /// With the list of N contacts drawn: tap +, fill First name and Last name, tap Done, draw.
  case addContact
  /// With the app launched on a database of N to-do items: select the Upcoming tab and draw it.
  case openUpcoming
  /// With the app launched on N to-do items: select Upcoming, tap +, fill Name and Due date, Save, draw.
  case addItem

  public var description: String { rawValue }

  /// Whether the iteration writes to the database (then each iteration gets a fresh copy).
  public var writes: Bool { self == .addContact || self == .addItem }

  /// The tab whose list the scenario ends on.
  public var tab: String {
    switch self {
    case .openContacts, .addContact: "Contacts"
    case .openUpcoming, .addItem: "Upcoming"
    }
  }

  /// What the database is seeded with for `n`: contacts for the Contacts
  /// scenarios, to-do items for the Upcoming ones.
  public func seedCounts(_ n: Int) -> (contacts: Int, todos: Int) {
    switch self {
    case .openContacts, .addContact: (n, 0)
    case .openUpcoming, .addItem: (0, n)
    }
  }
}

/// The fixed inputs of every scenario.
public enum Workload {
  /// The database sizes measured.
  public static let sizes = [100, 1_000, 10_000, 100_000]
  /// The seed of the order in which a round runs the variants (mixed with
  /// the scenario and size, so that each benchmark has its own sequence).
  public static let orderSeed: UInt64 = 20_250_115
  /// The rounds measured at size `n`, each running every variant once; one
  /// more round before them is run and discarded (the warm-up).
  public static func rounds(_ n: Int) -> Int {
    switch n {
    case ..<1_000: 60
    case ..<10_000: 40
    default: 30
    }
  }
  /// From this size on, the add scenarios' iterations share a growing database (see `ScenarioRun`).
  public static let growingSize = 100_000
  /// Today, for every run: a Wednesday, so that the Upcoming list has all four
  /// sections (Today, Tomorrow, Later This Week, Next Week).
  public static let today = Day(year: 2025, month: 1, day: 15)!
  /// The seed of `ArchLab.Seeder`.
  public static let seed: UInt64 = 1
  /// The window's width, in characters.
  public static let width = 48
  /// The contact added by `addContact`.
  public static let newContact = (firstName: "Mila", lastName: "Benchmark")
  /// The item added by `addItem`, due this Friday (Later This Week).
  public static let newItem = (name: "Benchmark the add flow", dueDate: "2025-01-17")
}
