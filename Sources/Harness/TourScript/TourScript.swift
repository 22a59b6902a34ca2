import ArchLab
import Entities
import ScreenKit
import ScreenUI
import Storage

/// Drives one architecture's app through a tour step, as a user would, on a
/// fresh in-memory database with the same two contacts and two items every time.
@MainActor
public enum TourScript {
  /// The day the app is told it is: Wednesday 15 May 2024.
  public static let today = "2024-05-15"

  /// Runs `step` and returns the screen it ends on: the starting screen for
  /// ``TourPhase/start``, the screen after the action for ``TourPhase/action``;
  /// `nil` before launch (the start of ``TourAction/openContacts``). The grown app's
  /// actions (``TourAction/grown``) need the app at step 6 of the growth series.
  public static func run(_ step: TourStep) throws -> ScreenSnapshot? {
    try play(step).screen
  }

  /// Runs `step` as ``run(_:)`` does, and counts the bodies ScreenUI evaluated for the
  /// action, rows of lists built included (``BodyEvaluations``): from the start screen
  /// drawn to the screen after the action drawn, or from launch for
  /// ``TourAction/openContacts``. 0 in a module written on ScreenKit, which has no bodies.
  public static func countingBodies(_ step: TourStep) throws -> (screen: ScreenSnapshot?, bodies: Int) {
    try play(step)
  }

  private static func play(_ step: TourStep) throws -> (screen: ScreenSnapshot?, bodies: Int) {
    guard let day = Day(today), let friday = Day("2024-05-17"), let past = Day("2024-05-10") else {
      throw TourScriptError(message: "the tour's fixed days do not parse")
    }
    let store = SQLiteStore.inMemory()
    _ = try store.addContact(firstName: "Ada", lastName: "Lovelace")
    _ = try store.addContact(firstName: "Alan", lastName: "Turing")
    _ = try store.addItem(title: "Call Ada", dueDate: day)
    _ = try store.addItem(title: "Pay rent", dueDate: friday)
    if step.action == .openOverdue { _ = try store.addItem(title: "Renew passport", dueDate: past) }
    let dependencies = AppDependencies(store: store, clock: FixedDayClock(day))
    let bodies = BodyEvaluations.shared
    if step.action == .openContacts {
      guard step.phase == .action else { return (nil, 0) }
      bodies.reset()
      let screen = ScreenDriver(root: step.architecture.makeRootViewController(dependencies)).snapshot
      return (screen, bodies.total)
    }
    let driver = ScreenDriver(root: step.architecture.makeRootViewController(dependencies))
    try reachStart(of: step.action, with: driver)
    _ = driver.snapshot
    guard step.phase == .action else { return (driver.snapshot, 0) }
    bodies.reset()
    try perform(step.action, with: driver)
    let screen = driver.snapshot
    return (screen, bodies.total)
  }

  /// From the launched app to the action's starting screen.
  private static func reachStart(of action: TourAction, with driver: ScreenDriver) throws {
    switch action {
    case .openContacts, .openUpcoming, .openOverdue, .deleteContact, .searchContacts, .openContactDetail:
      break
    case .markDone: try driver.selectTab("Upcoming")
    case .liveValidation:
      try driver.tap("+")
      try driver.fill("First name", with: "Grace")
    case .addContact:
      try driver.tap("+")
      try driver.fill("First name", with: "Grace")
      try driver.fill("Last name", with: "Hopper")
    case .doneWithEmptyName, .cancelNewContact:
      try driver.tap("+")
      try driver.fill("First name", with: "Grace")
    case .addItem, .invalidDueDate:
      try driver.selectTab("Upcoming")
      try driver.tap("+")
      try driver.fill("Name", with: "Buy milk")
      if action == .invalidDueDate { try driver.fill("Due date", with: "2023-02-30") }
    }
  }

  /// The action itself: one tap, swipe, selection or edit.
  private static func perform(_ action: TourAction, with driver: ScreenDriver) throws {
    switch action {
    case .openContacts: break
    case .addContact, .doneWithEmptyName: try driver.tap("Done")
    case .cancelNewContact: try driver.tap("Cancel")
    case .openUpcoming, .openOverdue: try driver.selectTab("Upcoming")
    case .addItem, .invalidDueDate: try driver.tap("Save")
    case .deleteContact: try driver.swipe("Alan Turing", action: "Delete")
    case .searchContacts: try driver.fill("Search", with: "ada")
    case .markDone: try driver.swipe("Call Ada", action: "Done")
    case .openContactDetail: try driver.select("Alan Turing")
    case .liveValidation: try driver.fill("Last name", with: "Hopper")
    }
  }
}
