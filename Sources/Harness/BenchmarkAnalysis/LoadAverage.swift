import HarnessSupport

/// A reading of `/proc/loadavg`: how many processes wanted a core.
public struct LoadAverage: Codable, Sendable, Equatable {
  /// The 1-minute load average.
  public var one: Double
  /// The 5-minute load average.
  public var five: Double
  /// The 15-minute load average.
  public var fifteen: Double
  /// Entities running or runnable at the moment of the reading.
  public var running: Int
  /// Entities in all.
  public var entities: Int

  /// Creates a reading.
  public init(one: Double, five: Double, fifteen: Double, running: Int = 0, entities: Int = 0) {
    self.one = one
    self.five = five
    self.fifteen = fifteen
    self.running = running
    self.entities = entities
  }

  /// `0.52 / 0.58 / 0.59`: the three averages.
  public var description: String {
    [one, five, fifteen].map { Format.f2($0) }.joined(separator: " / ")
  }
}
