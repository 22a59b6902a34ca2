import ArchLab

/// One run the tour measures: an action, in one architecture, to one phase;
/// written `add-contact/mvc/action` in the `ARCHLAB_TOUR_STEP` environment variable.
public struct TourStep: Sendable, Equatable, CustomStringConvertible {
  /// The environment variable naming the step a tour test process runs.
  public static let environmentVariable = "ARCHLAB_TOUR_STEP"
  /// The environment variable naming the file the process writes the step's body
  /// evaluations to (`TourScript.countingBodies(_:)`), when set.
  public static let bodyCountVariable = "ARCHLAB_TOUR_BODIES"

  /// The action followed.
  public var action: TourAction
  /// The architecture it runs in.
  public var architecture: Architecture
  /// How far the run goes.
  public var phase: TourPhase

  /// Creates a step.
  public init(action: TourAction, architecture: Architecture, phase: TourPhase) {
    self.action = action
    self.architecture = architecture
    self.phase = phase
  }

  /// Reads `add-contact/mvc/action`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3, let action = TourAction(rawValue: parts[0]),
      let architecture = Architecture(rawValue: parts[1]), let phase = TourPhase(rawValue: parts[2])
    else { return nil }
    self.init(action: action, architecture: architecture, phase: phase)
  }

  /// The step named by `environment`'s ``environmentVariable``, if any.
  public static func named(in environment: [String: String]) -> TourStep? {
    environment[environmentVariable].flatMap(TourStep.init)
  }

  /// `add-contact/mvc/action`.
  public var description: String { "\(action.rawValue)/\(architecture.rawValue)/\(phase.rawValue)" }
}
