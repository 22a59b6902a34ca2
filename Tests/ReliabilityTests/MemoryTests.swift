import ArchLab
import Entities
import Foundation
import ScreenKit
import Storage
import TestSupport
import Testing

extension Reliability {
  /// Every screen of every architecture opened and closed a thousand times:
  /// each object seen on a screen is gone once its screen is (checked by weak
  /// references), and resident memory stays flat (recorded; only a generous
  /// bound is asserted).
  @MainActor
  @Suite("Memory")
  struct MemoryTests {
    let today = Day.at("2024-05-15")
    let cycles = 1000
    /// Every this many cycles, every object reachable from the window is
    /// found by reflection and tracked too (it costs ten times a cycle).
    let reflectEvery = 10
    /// Cycles run before the first memory reading, so that caches are warm.
    let warmUp = 50
    /// The growth allowed over the cycles after the warm-up: generous, since
    /// malloc keeps freed pages; a leaked app per cycle would far exceed it.
    let residentBound = 48 << 20

    /// The objects on the window now: the window and every view controller
    /// in it (tabs, stacks, modals, alerts) and their views; on reflecting
    /// cycles, every object reachable from the window, whatever its role.
    func track(_ driver: ScreenDriver, reflecting: Bool, into seen: Sightings) {
      var found: [AnyObject] = [driver.window]
      var visited = Set<ObjectIdentifier>()
      var pending = driver.window.rootViewController.map { [$0] } ?? []
      while let controller = pending.popLast() {
        guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
        found += [controller, controller.view]
        if let tabs = controller as? TabBarController { pending += tabs.viewControllers }
        if let stack = controller as? NavigationController { pending += stack.viewControllers }
        if let presented = controller.presentedViewController { pending.append(presented) }
      }
      seen.add(found)
      if reflecting { seen.add(ObjectGraph.objects(from: driver.window, excluding: [])) }
    }

    /// One cycle: the app on a fresh store, both lists, both add screens,
    /// ended by saving, by cancelling, or by an error alert then cancelling.
    func cycle(_ architecture: Architecture, number: Int, into seen: Sightings) throws {
      let reflecting = number % reflectEvery == 0
      let store = ScratchStore()
      seen.add([store])
      let driver = ScreenDriver(
        root: architecture.makeRootViewController(
          AppDependencies(contactStore: store, todoStore: store, clock: FixedDayClock(today))))
      seen.add([driver])

      try driver.tap("+")
      track(driver, reflecting: reflecting, into: seen)
      switch number % 3 {
      case 0:
        try driver.fill("First name", with: "Ada \(number)")
        try driver.fill("Last name", with: "Lovelace")
        try driver.tap("Done")
      case 1:
        try driver.tap("Cancel")
      default:
        try driver.tap("Done")
        track(driver, reflecting: reflecting, into: seen)
        try driver.tap("OK")
        try driver.tap("Cancel")
      }

      try driver.selectTab("Upcoming")
      try driver.tap("+")
      track(driver, reflecting: reflecting, into: seen)
      switch number % 3 {
      case 0:
        try driver.fill("Name", with: "Item \(number)")
        try driver.tap("Save")
      case 1:
        try driver.tap("Cancel")
      default:
        try driver.fill("Due date", with: "someday")
        try driver.tap("Save")
        track(driver, reflecting: reflecting, into: seen)
        try driver.tap("OK")
        try driver.tap("Cancel")
      }
      track(driver, reflecting: reflecting, into: seen)
      #expect(driver.snapshot.rowTexts == (number % 3 == 0 ? ["Item \(number)"] : []))
      try driver.selectTab("Contacts")
      #expect(driver.snapshot.rowTexts == (number % 3 == 0 ? ["Ada \(number) Lovelace"] : []))
    }

    @Test(
      "Opening and closing every screen a thousand times leaves no object behind and memory flat",
      arguments: Architecture.allCases)
    func screens(architecture: Architecture) throws {
      var leftBehind: [String: Int] = [:]
      var tracked = 0
      var before: Int?
      let ((), seconds) = try measureSeconds {
        for number in 0..<cycles {
          if number == warmUp { before = residentBytes() }
          let seen = Sightings()
          try cycle(architecture, number: number, into: seen)
          tracked += seen.count
          for typeName in seen.alive { leftBehind[typeName, default: 0] += 1 }
        }
      }
      let after = residentBytes()
      let delta = before.flatMap { before in after.map { $0 - before } }
      #expect(tracked > cycles * 20, "only \(tracked) objects were found on \(cycles) cycles' screens")
      #expect(
        leftBehind.isEmpty, "left behind after their screens closed: \(leftBehind.sorted { $0.key < $1.key })"
      )
      if let delta {
        #expect(
          delta < residentBound, "resident memory grew by \(delta) bytes over \(cycles - warmUp) cycles")
      }

      var figures = CheckFigures("memory")
      figures.count(leftBehind.isEmpty && (delta ?? 0) < residentBound)
      figures.add(cycles, to: "cycles")
      figures.add(cycles / reflectEvery, to: "reflectingCycles")
      figures.add(tracked, to: "objectsTracked")
      figures.add(leftBehind.values.reduce(0, +), to: "objectsLeftBehind")
      if let delta {
        figures.add(delta, to: "residentBytesDelta")
        figures.add(delta, to: "residentBytesDelta.\(architecture)")
      }
      figures.seconds = seconds
      Figures.record(figures) { figures in
        let number = { (name: String) in figures.numbers[name, default: 0] }
        let perArchitecture = Architecture.allCases.compactMap { architecture in
          figures.numbers["residentBytesDelta.\(architecture)"].map { "\(architecture) \($0)" }
        }
        return "open/close cycles of every screen: \(number("cycles")) (\(cycles) per architecture); objects "
          + "tracked by weak reference: \(number("objectsTracked")) (view controllers and views on every cycle, every "
          + "object reachable by reflection on \(number("reflectingCycles"))); left behind: "
          + "\(number("objectsLeftBehind")); "
          + "resident memory delta after \(warmUp) warm-up cycles: \(number("residentBytesDelta")) bytes "
          + "(\(perArchitecture.joined(separator: ", ")))"
      }
    }
  }
}

/// A store in memory for the memory check: a fresh one per cycle costs little
/// (a SQLite database and its migration would cost most of the cycle), and
/// the check is about the screens' objects. Used on the main actor only.
final class ScratchStore: ContactStore, TodoStore, @unchecked Sendable {
  private var contacts: [Contact] = []
  private var items: [TodoItem] = []

  func allContacts() throws(StorageError) -> [Contact] { contacts }

  func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact {
    contacts.append(Contact(id: Int64(contacts.count + 1), firstName: firstName, lastName: lastName))
    return contacts[contacts.count - 1]
  }

  func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] {
    items.filter { (first...last).contains($0.dueDate) }
  }

  func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem {
    items.append(TodoItem(id: Int64(items.count + 1), title: title, dueDate: dueDate))
    return items[items.count - 1]
  }
}
