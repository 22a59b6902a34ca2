import ArchLab
import TestRuns

/// What the memory check found for one architecture: every screen's objects once it was
/// dismissed, the objects of whole open/close cycles, and resident memory over them
/// (`Tests/ReliabilityTests/MemoryTests.swift`; the leak rule L of `Docs/Claims.md`).
public struct LeakMetrics: Codable, Sendable, Equatable {
  /// One screen opened and dismissed while the app ran on.
  public struct Screen: Codable, Sendable, Equatable {
    /// The screen and how it was dismissed (`new-contact-cancelled`).
    public var screen: String
    /// Objects the screen brought, found by reflection from it.
    public var objectsTracked: Int
    /// Of those, the objects still alive once it was dismissed.
    public var objectsLeftAlive: Int
  }

  /// Each screen, in the check's order.
  public var screens: [Screen]
  /// Objects tracked over the open/close cycles, each on a fresh app.
  public var cycleObjectsTracked: Int
  /// Of those, the objects still alive after their cycle.
  public var cycleObjectsLeftAlive: Int
  /// Resident memory growth per open/close cycle, in bytes: the median of the rounds' growth
  /// over the measured cycles, divided by them; `nil` without a reading.
  public var residentGrowthBytesPerCycle: Double?

  /// Every object left alive, on screens and in cycles.
  public var objectsLeftAlive: Int { screens.reduce(0) { $0 + $1.objectsLeftAlive } + cycleObjectsLeftAlive }

  /// Creates leak figures.
  public init(
    screens: [Screen], cycleObjectsTracked: Int, cycleObjectsLeftAlive: Int,
    residentGrowthBytesPerCycle: Double?
  ) {
    self.screens = screens
    self.cycleObjectsTracked = cycleObjectsTracked
    self.cycleObjectsLeftAlive = cycleObjectsLeftAlive
    self.residentGrowthBytesPerCycle = residentGrowthBytesPerCycle
  }

  /// The figures of `architecture` in the memory check's results, or `nil` when the check
  /// did not record them (it did not run, or an older check wrote only totals).
  public init?(_ architecture: Architecture, memory: ReliabilityResult?) {
    guard let figures = memory?.figures else { return nil }
    let trackedPrefix = "screenObjectsTracked.\(architecture.rawValue)."
    let screens = figures.keys.filter { $0.hasPrefix(trackedPrefix) }.sorted().map { key in
      let screen = String(key.dropFirst(trackedPrefix.count))
      return Screen(
        screen: screen, objectsTracked: Int(figures[key] ?? 0),
        objectsLeftAlive: Int(figures["screenObjectsLeftBehind.\(architecture.rawValue).\(screen)"] ?? 0))
    }
    guard !screens.isEmpty, let tracked = figures["objectsTracked.\(architecture.rawValue)"],
      let left = figures["objectsLeftBehind.\(architecture.rawValue)"]
    else { return nil }
    let growth = figures["residentBytesDeltaMedian.\(architecture.rawValue)"].flatMap { median in
      figures["measuredCycles"].map { median / $0 }
    }
    self.init(
      screens: screens, cycleObjectsTracked: Int(tracked), cycleObjectsLeftAlive: Int(left),
      residentGrowthBytesPerCycle: growth)
  }
}
