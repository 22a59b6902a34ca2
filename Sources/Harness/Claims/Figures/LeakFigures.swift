/// What the leak checks found for one architecture (the leak rule L of `Docs/Claims.md`).
public struct LeakFigures: Sendable, Equatable {
  /// Objects of the module still alive after its screens were dismissed, over every check.
  public var objectsLeftAlive: Int
  /// Resident memory growth per open/close cycle, in bytes, on average; `nil` when the
  /// check had no reading (no `/proc/self/statm`).
  public var residentGrowthBytesPerCycle: Double?
  /// Objects the checks watched, for context (C26 prints it).
  public var objectsTracked: Int

  /// Creates leak figures.
  public init(objectsLeftAlive: Int, residentGrowthBytesPerCycle: Double?, objectsTracked: Int = 0) {
    self.objectsLeftAlive = objectsLeftAlive
    self.residentGrowthBytesPerCycle = residentGrowthBytesPerCycle
    self.objectsTracked = objectsTracked
  }
}
