import ArchLab
import Entities
import Foundation
import ReliabilitySupport
import ScreenKit
import Storage
import TestSupport
import Testing

extension Reliability {
  /// Each screen's objects are gone once the screen is dismissed, while the
  /// app runs on; every screen of every architecture opened and closed
  /// thousands of times leaves nothing behind (checked by weak references);
  /// and resident memory stays flat (measured per architecture, the
  /// architectures in a shuffled order each round; only a generous bound is
  /// asserted).
  @MainActor
  @Suite("Memory")
  struct MemoryTests {
    let today = Day.at("2024-05-15")
    /// Measured rounds; before them, one round warms the process up.
    nonisolated static let rounds = 5
    /// Cycles an architecture runs before its first memory reading of a round.
    nonisolated static let warmUp = 20
    /// Cycles between its two readings.
    nonisolated static let measured = 200
    /// The seed of the order the architectures run in, round by round (printed, and in the figures).
    nonisolated static let orderSeed: UInt64 = 20_240_515
    /// Every this many cycles, every object reachable from the window is
    /// found by reflection and tracked too (it costs ten times a cycle).
    let reflectEvery = 10
    /// The growth allowed over the measured cycles: generous, since malloc
    /// keeps freed pages; a leaked app per cycle would far exceed it.
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

    /// The app of `architecture` on a fresh in-memory store.
    func launch(_ architecture: Architecture, into seen: Sightings? = nil) -> ScreenDriver {
      let store = ScratchStore()
      seen?.add([store])
      return ScreenDriver(
        root: architecture.makeRootViewController(
          AppDependencies(contactStore: store, todoStore: store, clock: FixedDayClock(today))))
    }

    /// One cycle: the app on a fresh store, both lists, both add screens,
    /// ended by saving, by cancelling, or by an error alert then cancelling.
    func cycle(_ architecture: Architecture, number: Int, into seen: Sightings) throws {
      let reflecting = number % reflectEvery == 0
      let driver = launch(architecture, into: seen)
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
      check(
        driver.snapshot.rowTexts == (number % 3 == 0 ? ["Item \(number)"] : []),
        "\(architecture) cycle \(number): Upcoming shows \(driver.snapshot.rowTexts)")
      try driver.selectTab("Contacts")
      check(
        driver.snapshot.rowTexts == (number % 3 == 0 ? ["Ada \(number) Lovelace"] : []),
        "\(architecture) cycle \(number): Contacts shows \(driver.snapshot.rowTexts)")
    }

    /// The objects `open` brings on the window, found by reflection from the
    /// screen it presents (or, with `fromWindow`, from the whole window),
    /// that were not reachable from the window before; held weakly.
    func objectsOpened(by open: () throws -> Void, on driver: ScreenDriver, fromWindow: Bool = false) throws
      -> [WeakObject]
    {
      let before = ObjectGraph.objects(from: driver.window, excluding: [])
      try open()
      let root: AnyObject? = fromWindow ? driver.window : driver.window.topViewController
      guard let root, fromWindow || !before.contains(where: { $0 === root }) else { return [] }
      return ObjectGraph.objects(from: root, excluding: before).map(WeakObject.init)
    }

    /// Opens a screen, closes it, and checks that every object it brought is
    /// gone while the app runs on (`list` on screen), after a first open and
    /// close that may create what the app keeps for good.
    func expectFreed(
      _ screen: String, of architecture: Architecture, on driver: ScreenDriver, list: String,
      open: () throws -> Void, close: () throws -> Void, into figures: inout CheckFigures
    ) throws {
      try open()
      try close()
      let opened = try objectsOpened(by: open, on: driver)
      let hasController = opened.contains { $0.object is ViewController }
      try close()
      let alive = opened.filter { $0.object != nil }.map(\.typeName)
      figures.add(opened.count, to: "screenObjectsTracked")
      figures.add(alive.count, to: "screenObjectsLeftBehind")
      // Per architecture and screen, for the report's leak figures (the leak rule L):
      // `screenObjectsTracked.mvc.new-contact-cancelled`.
      let key = Self.screenKey(screen)
      figures.add(opened.count, to: "screenObjectsTracked.\(architecture).\(key)")
      figures.add(alive.count, to: "screenObjectsLeftBehind.\(architecture).\(key)")
      figures.count(
        check(
          hasController, "\(architecture) \(screen): no view controller was found on the screen it opened")
          && check(
            driver.snapshot.title == list,
            "\(architecture) \(screen): \(list) should be on screen, not \(driver.text)")
          && check(
            alive.isEmpty,
            "\(architecture) \(screen): \(alive.count) of its \(opened.count) objects are still alive with \(list) on screen: "
              + "\(Dictionary(alive.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key })")
      )
    }

    @Test(
      "Each screen's objects are freed when it is dismissed, while the app runs on",
      arguments: Architecture.allCases)
    func screensFreedWhileRunning(architecture: Architecture) throws {
      try Figures.recording(.memory) { figures in
        let driver = launch(architecture)
        try expectFreed(
          "New Contact, cancelled", of: architecture, on: driver, list: "Contacts",
          open: { try driver.tap("+") },
          close: { try driver.tap("Cancel") }, into: &figures)
        var added = 0
        try expectFreed(
          "New Contact, done", of: architecture, on: driver, list: "Contacts", open: { try driver.tap("+") },
          close: {
            added += 1
            try driver.fill("First name", with: "Ada \(added)")
            try driver.fill("Last name", with: "Lovelace")
            try driver.tap("Done")
          }, into: &figures)
        try driver.tap("+")
        try expectFreed(
          "New Contact's error alert, dismissed", of: architecture, on: driver, list: "New Contact",
          open: { try driver.tap("Done") }, close: { try driver.tap("OK") }, into: &figures)
        try driver.tap("Cancel")

        try driver.selectTab("Upcoming")
        try expectFreed(
          "Add Item, cancelled", of: architecture, on: driver, list: "Upcoming",
          open: { try driver.tap("+") },
          close: { try driver.tap("Cancel") }, into: &figures)
        try expectFreed(
          "Add Item, saved", of: architecture, on: driver, list: "Upcoming", open: { try driver.tap("+") },
          close: {
            added += 1
            try driver.fill("Name", with: "Item \(added)")
            try driver.tap("Save")
          }, into: &figures)
        try driver.tap("+")
        try driver.fill("Due date", with: "someday")
        try expectFreed(
          "Add Item's error alert, dismissed", of: architecture, on: driver, list: "Add Item",
          open: { try driver.tap("Save") }, close: { try driver.tap("OK") }, into: &figures)
        try driver.tap("Cancel")

        let name = architecture.displayName
        // Switching tabs: what the other tab brings may stay while the tab bar
        // holds it, but nothing may live on that the window no longer reaches,
        // and switching again must not add objects.
        try driver.selectTab("Contacts")
        let reached = ObjectGraph.objects(from: driver.window, excluding: []).count
        var seen: [WeakObject] = []
        for _ in 1...10 {
          seen += try objectsOpened(by: { try driver.selectTab("Upcoming") }, on: driver, fromWindow: true)
          seen += try objectsOpened(by: { try driver.selectTab("Contacts") }, on: driver, fromWindow: true)
        }
        let kept = Set(ObjectGraph.objects(from: driver.window, excluding: []).map(ObjectIdentifier.init))
        let stray = seen.filter { $0.object.map { !kept.contains(ObjectIdentifier($0)) } ?? false }.map(
          \.typeName)
        let reachedAfter = kept.count
        figures.add(20, to: "tabSwitches")
        figures.add(seen.count, to: "tabSwitchObjectsCreated")
        figures.add(stray.count, to: "tabSwitchObjectsLeftBehind")
        figures.count(
          check(
            stray.isEmpty,
            "\(name) switching tabs: \(stray.count) objects live on that the window no longer reaches: \(stray)"
          )
            && check(
              reachedAfter == reached,
              "\(name) switching tabs ten times: \(reachedAfter) objects reachable from the window, \(reached) before"
            ))
      }
    }

    @Test(
      "Opening and closing every screen in rounds, the architectures in a shuffled order, leaves no object behind and memory flat"
    )
    func growth() throws {
      try Figures.recording(.memory) { figures in
        var generator = SeededGenerator(seed: Self.orderSeed)
        var deltas: [Architecture: [Int]] = [:]
        var leftBehind: [String: Int] = [:]
        var leftBehindBy: [Architecture: Int] = [:]
        var trackedBy: [Architecture: Int] = [:]
        var orders: [String] = []
        var tracked = 0
        var cycles = 0
        for round in 0...Self.rounds {
          // Round 0 warms the process up (its caches, malloc's arenas) and is not measured.
          let order = Architecture.allCases.shuffled(using: &generator)
          orders.append("round \(round): " + order.map(\.rawValue).joined(separator: ", "))
          for architecture in order {
            var before: Int?
            for number in 0..<(Self.warmUp + Self.measured) {
              if number == Self.warmUp { before = residentBytes() }
              let seen = Sightings()
              try cycle(architecture, number: number, into: seen)
              tracked += seen.count
              cycles += 1
              for typeName in seen.alive { leftBehind[typeName, default: 0] += 1 }
              leftBehindBy[architecture, default: 0] += seen.alive.count
              trackedBy[architecture, default: 0] += seen.count
            }
            if round > 0, let before, let after = residentBytes() {
              deltas[architecture, default: []].append(after - before)
            }
          }
        }
        print(
          "Memory: the architectures ran in an order shuffled with seed \(Self.orderSeed): "
            + orders.joined(separator: "; "))
        check(tracked > cycles * 20, "only \(tracked) objects were found on \(cycles) cycles' screens")
        check(
          leftBehind.isEmpty,
          "left behind after their screens closed: \(leftBehind.sorted { $0.key < $1.key })")
        figures.add(cycles, to: "cycles")
        figures.add(cycles / reflectEvery, to: "reflectingCycles")
        figures.add(tracked, to: "objectsTracked")
        figures.add(leftBehind.values.reduce(0, +), to: "objectsLeftBehind")
        figures.add(Int(Self.orderSeed), to: "orderSeed")
        figures.add(Self.rounds, to: "rounds")
        figures.add(Self.measured, to: "measuredCycles")
        for architecture in Architecture.allCases {
          figures.add(trackedBy[architecture] ?? 0, to: "objectsTracked.\(architecture)")
          figures.add(leftBehindBy[architecture] ?? 0, to: "objectsLeftBehind.\(architecture)")
          let sorted = (deltas[architecture] ?? []).sorted()
          guard !sorted.isEmpty else {
            figures.skip("\(architecture): no resident memory reading (no /proc/self/statm)")
            continue
          }
          let median =
            sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
          figures.add(median, to: "residentBytesDeltaMedian.\(architecture)")
          figures.add(sorted.first!, to: "residentBytesDeltaMin.\(architecture)")
          figures.add(sorted.last!, to: "residentBytesDeltaMax.\(architecture)")
          figures.count(
            check(
              median < residentBound,
              "\(architecture): resident memory grew by \(median) bytes (median of \(sorted)) over \(Self.measured) cycles"
            )
              && leftBehind.isEmpty)
        }
      }
    }

    /// `new-contact-cancelled` for `New Contact, cancelled`: a screen's name in a figure's key.
    nonisolated static func screenKey(_ screen: String) -> String {
      screen.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }

    /// The report's line for this check.
    nonisolated static func detail(_ figures: CheckFigures) -> String {
      let number = figures.number
      let perArchitecture = Architecture.allCases.compactMap { architecture -> String? in
        guard let median = figures.numbers["residentBytesDeltaMedian.\(architecture)"] else { return nil }
        return "\(architecture) \(median) (\(number("residentBytesDeltaMin.\(architecture)"))…"
          + "\(number("residentBytesDeltaMax.\(architecture)")))"
      }
      return
        "screens dismissed while the app runs on (New Contact and Add Item cancelled, saved, and their error "
        + "alert dismissed, in every architecture): objects the screen brought, found by reflection from it: "
        + "\(number("screenObjectsTracked")), still alive once it was dismissed: \(number("screenObjectsLeftBehind")); "
        + "tab switches: \(number("tabSwitches")), objects they created: \(number("tabSwitchObjectsCreated")), alive "
        + "without the window reaching them: \(number("tabSwitchObjectsLeftBehind")). "
        + "Open/close cycles of every screen, each on a fresh app: \(number("cycles")); objects tracked by weak "
        + "reference: \(number("objectsTracked")) (view controllers and views on every cycle, every object "
        + "reachable by reflection on \(number("reflectingCycles"))); left behind: \(number("objectsLeftBehind")). "
        + "Resident memory growth over \(measured) cycles after \(warmUp) warm-up cycles, bytes, median (min…max) "
        + "of \(number("rounds")) rounds, the architectures in an order shuffled each round (seed "
        + "\(number("orderSeed")), after a round that warms the process up): "
        + perArchitecture.joined(separator: ", ")
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
