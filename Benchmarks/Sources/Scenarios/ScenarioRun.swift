import ArchLab
import Entities
import ScreenKit
import Storage

/// One benchmark — a variant, a scenario and a size — split into what is
/// measured and what is not.
///
/// Each iteration is ``prepare()`` (not measured: the database and, for every
/// scenario but `openContacts`, the app launched on it with its first screen
/// drawn), ``perform()`` (measured: exactly what a user does, through the
/// ``ScreenDriver``, ending with the screen drawn as text), then
/// ``finish(screen:)`` (not measured: checks the screen, releases the app).
///
/// Iterations are independent. The read scenarios share one seeded database
/// that nothing writes to. The add scenarios get a freshly seeded database
/// each iteration, so every add goes into exactly N rows — except at
/// ``Workload/growingSize`` (100 000), where re-seeding (and, for
/// `addContact`, re-opening the 100 000-row list) would cost one to two
/// seconds per iteration: there the iterations share one database that grows
/// by one row per iteration (a few rows on 100 000), and `addContact` keeps
/// its app, adding each contact to the list left open by the previous one.
@MainActor
public final class ScenarioRun {
  public let variant: Variant
  public let scenario: Scenario
  public let n: Int

  /// The database of the read scenarios, seeded once.
  private let sharedStore: SQLiteStore?
  /// This iteration's database and driver.
  private var store: SQLiteStore?
  private var driver: ScreenDriver?
  /// The rows the final screen's list must have in all (in and out of view).
  private var expectedRows = 0

  /// Whether the iterations share one database (always for the read scenarios).
  public var sharesDatabase: Bool { Self.sharesDatabase(scenario, n) }
  /// Whether the iterations share one app (`addContact` at 100 000 only).
  public var sharesApp: Bool { scenario == .addContact && n >= Workload.growingSize }

  /// Seeds the shared database, if the iterations share one, unless `store`
  /// is given: a read scenario's variants then read one database, seeded once.
  public init(variant: Variant, scenario: Scenario, n: Int, store: SQLiteStore? = nil) throws {
    self.variant = variant
    self.scenario = scenario
    self.n = n
    sharedStore =
      Self.sharesDatabase(scenario, n) ? try store ?? Self.seededStore(scenario: scenario, n: n) : nil
  }

  private static func sharesDatabase(_ scenario: Scenario, _ n: Int) -> Bool {
    !scenario.writes || n >= Workload.growingSize
  }

  /// Runs one whole iteration of the same variant and scenario on 100 rows:
  /// loads the code and initializes the libraries (SQLite, ICU) it uses, so
  /// that no measured iteration pays for that.
  public func warmUp() throws {
    let small = try ScenarioRun(variant: variant, scenario: scenario, n: 100)
    try small.prepare()
    let screen = try small.perform()
    if let problem = small.finish(screen: screen) { throw ScenarioError(description: "warm-up: \(problem)") }
  }

  /// A new in-memory database holding what `scenario` needs for `n`.
  public static func seededStore(scenario: Scenario, n: Int) throws -> SQLiteStore {
    let store = SQLiteStore.inMemory()
    let counts = scenario.seedCounts(n)
    try Seeder(seed: Workload.seed).fill(
      store, contacts: counts.contacts, todos: counts.todos, today: Workload.today)
    return store
  }

  /// Not measured: gets the database and, except for `openContacts`, launches
  /// the app on it and draws its first screen (the contact list).
  public func prepare() throws {
    let store = try sharedStore ?? Self.seededStore(scenario: scenario, n: n)
    self.store = store
    expectedRows = try Self.rowCount(in: store, scenario: scenario) + (scenario.writes ? 1 : 0)
    if scenario != .openContacts, !(sharesApp && driver != nil) {
      let driver = makeDriver(on: store)
      _ = driver.text
      self.driver = driver
    }
  }

  /// Measured: what the user does, ending with the screen drawn. Returns the screen.
  public func perform() throws -> String {
    switch scenario {
    case .openContacts:
      let driver = makeDriver(on: store!)
      self.driver = driver
      return driver.text
    case .addContact:
      let driver = driver!
      try driver.tap("+")
      try driver.fill("First name", with: Workload.newContact.firstName)
      try driver.fill("Last name", with: Workload.newContact.lastName)
      try driver.tap("Done")
      return driver.text
    case .openUpcoming:
      let driver = driver!
      try driver.selectTab("Upcoming")
      return driver.text
    case .addItem:
      let driver = driver!
      try driver.selectTab("Upcoming")
      try driver.tap("+")
      try driver.fill("Name", with: Workload.newItem.name)
      try driver.fill("Due date", with: Workload.newItem.dueDate)
      try driver.tap("Save")
      return driver.text
    }
  }

  /// Not measured: checks that `screen` is the expected list, holding every
  /// row (N, or N + 1 after an add), then releases the app and, for the add
  /// scenarios, the database. Returns what is wrong, or `nil`.
  public func finish(screen: String) -> String? {
    defer {
      if !sharesApp { driver = nil }
      store = nil
    }
    return problem(with: screen)
  }

  private func problem(with screen: String) -> String? {
    guard let driver else { return "\(self): no app was launched" }
    let snapshot = driver.snapshot
    let title = scenario.tab
    if let alert = snapshot.alert {
      return "\(self): an alert is up: \(alert.title ?? "") \(alert.message ?? "")"
    }
    guard snapshot.title == title, snapshot.selectedTab == title else {
      return "\(self): the screen is not the \(title) list:\n\(screen)"
    }
    guard let table = driver.tableViews.first else { return "\(self): no list on screen:\n\(screen)" }
    if !table.inconsistencies.isEmpty {
      return "\(self): the table was told wrong counts: \(table.inconsistencies)"
    }
    guard table.totalRowCount == expectedRows else {
      return "\(self): the list has \(table.totalRowCount) rows, expected \(expectedRows)"
    }
    guard screen == ScreenRenderer(width: Workload.width).render(snapshot) else {
      return "\(self): the screen drawn changed when drawn again:\n\(screen)"
    }
    return nil
  }

  private func makeDriver(on store: SQLiteStore) -> ScreenDriver {
    ScreenDriver(
      root: variant.makeRootViewController(store: store, today: Workload.today), width: Workload.width)
  }

  /// The rows the list of `scenario` shows for `store`: every contact, or the
  /// items due from today through the end of next week.
  static func rowCount(in store: SQLiteStore, scenario: Scenario) throws -> Int {
    if scenario.tab == "Contacts" { return try store.contactCount() }
    let weekStart = Workload.today.startOfWeek(firstWeekday: .sunday)!
    return try store.items(dueFrom: Workload.today, through: weekStart.adding(days: 13)!).count
  }
}

/// A scenario that could not be run.
public struct ScenarioError: Error, CustomStringConvertible {
  public var description: String
}

extension ScenarioRun: CustomStringConvertible {
  /// `openContacts mvc N=1000`: the benchmark's name.
  public nonisolated var description: String {
    BenchmarkName(variant: variant, scenario: scenario, n: n).description
  }
}

/// One variant, scenario and size: `SCENARIO VARIANT N=SIZE`, the name of a
/// memory-pass benchmark (`run.sh` parses it back).
public struct BenchmarkName: Sendable, Hashable, CustomStringConvertible {
  public var variant: Variant
  public var scenario: Scenario
  public var n: Int

  public init(variant: Variant, scenario: Scenario, n: Int) {
    self.variant = variant
    self.scenario = scenario
    self.n = n
  }

  public var description: String { "\(scenario) \(variant) N=\(n)" }

  /// Every benchmark of the memory pass, grouped by scenario, then size, then
  /// variant (`floor2` left out: its code is the floor's).
  public static var memoryPass: [BenchmarkName] {
    Scenario.allCases.flatMap { scenario in
      Workload.sizes.flatMap { n in
        Variant.measuredForMemory.map { BenchmarkName(variant: $0, scenario: scenario, n: n) }
      }
    }
  }
}
