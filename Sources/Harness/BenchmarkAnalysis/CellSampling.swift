/// How one paired cell (a scenario and size) was sampled: its processes and
/// rounds, and why it stopped there (``SamplingRule``).
public struct CellSampling: Codable, Sendable, Equatable {
  /// Why a cell got no more processes.
  public enum Stop: String, Codable, Sendable {
    /// Every ratio's interval was tight enough.
    case precise
    /// The cell reached its maximum number of processes.
    case maximum
  }

  /// The scenario.
  public var scenario: Scenario
  /// The size of the database.
  public var n: Int
  /// The benchmark processes its rounds ran in.
  public var processes: Int
  /// Its rounds, over every process.
  public var rounds: Int
  /// The widest ratio's half-width, as a share of its median.
  public var widestHalfWidth: Double
  /// Why it stopped, by the rule applied to its rounds (`nil`: the rule would give it another process).
  public var stop: Stop?

  /// Creates a record.
  public init(scenario: Scenario, n: Int, processes: Int, rounds: Int, widestHalfWidth: Double, stop: Stop?) {
    self.scenario = scenario
    self.n = n
    self.processes = processes
    self.rounds = rounds
    self.widestHalfWidth = widestHalfWidth
    self.stop = stop
  }
}
