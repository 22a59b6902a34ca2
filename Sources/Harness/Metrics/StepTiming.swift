/// How long a step of the report took.
public struct StepTiming: Codable, Sendable, Equatable {
  /// The step.
  public var step: String
  /// Seconds.
  public var seconds: Double

  /// Creates a timing.
  public init(step: String, seconds: Double) {
    self.step = step
    self.seconds = seconds
  }
}
