import ArchLab
import Entities
import ScreenKit
import Storage

/// One architecture's app on a window, driven as a user would: what the
/// acceptance suite and script tests start from.
@MainActor
public final class AppSession {
  /// The architecture running.
  public let architecture: Architecture
  /// The database behind both stores.
  public let store: SQLiteStore
  /// Drives the app's window.
  public let driver: ScreenDriver

  /// Launches `architecture` on `store` (a fresh in-memory database by default),
  /// with today fixed to `today`.
  public init(
    _ architecture: Architecture, today: Day, firstWeekday: Weekday = .sunday,
    store: SQLiteStore = .inMemory(), width: Int = 48
  ) {
    self.architecture = architecture
    self.store = store
    let dependencies = AppDependencies(store: store, clock: FixedDayClock(today), firstWeekday: firstWeekday)
    driver = ScreenDriver(root: architecture.makeRootViewController(dependencies), width: width)
  }

  /// What the screen shows, as data.
  public var screen: ScreenSnapshot { driver.snapshot }

  /// The screen as text.
  public var text: String { driver.text }

  /// Adds a contact through the New Contact screen (Contacts tab must be shown).
  public func addContact(_ firstName: String, _ lastName: String) throws {
    try driver.tap("+")
    try driver.fill("First name", with: firstName)
    try driver.fill("Last name", with: lastName)
    try driver.tap("Done")
  }

  /// Adds an item through the Add Item screen (Upcoming tab must be shown);
  /// `due` replaces the pre-filled day unless `nil`.
  public func addItem(_ name: String, due: String? = nil) throws {
    try driver.tap("+")
    try driver.fill("Name", with: name)
    if let due { try driver.fill("Due date", with: due) }
    try driver.tap("Save")
  }
}
