/// What the leak checks found for one architecture (the leak rule L of `Docs/Claims.md`).
public struct LeakFigures: Sendable, Equatable {
  /// Objects of the module still alive after its screens were dismissed, over every check.
  public var objectsLeftAlive: Int
  /// Resident memory growth per open/close cycle, in bytes, on average.
  public var residentGrowthBytesPerCycle: Double

  /// Creates leak figures.
  public init(objectsLeftAlive: Int, residentGrowthBytesPerCycle: Double) {
    self.objectsLeftAlive = objectsLeftAlive
    self.residentGrowthBytesPerCycle = residentGrowthBytesPerCycle
  }
}
