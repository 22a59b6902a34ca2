import ArchLab
import Foundation

/// Runs an exercise's acceptance tests (`Tests/WorkshopTests/E<NN><Name>Tests.swift`)
/// for some architectures with `swift test`, the exercise made active
/// through `ARCHLAB_EXERCISE`.
public struct ExerciseTestRunner: Sendable {
  /// The workspace root.
  public var root: URL

  /// Creates a runner for the workspace at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// The test suite's type name for `exercise`: `01-delete-contact` → `E01DeleteContactTests`.
  public static func suiteName(_ exercise: WorkshopExercise) -> String {
    let words = exercise.id.split(separator: "-")
    return "E" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Tests"
  }

  /// Runs `exercise`'s tests for `architectures`, and the tests matching
  /// `alsoFilter` (a `swift test --filter` pattern) in the same run.
  public func run(
    _ exercise: WorkshopExercise, architectures: [Architecture], alsoFilter: String? = nil,
    echo: (@Sendable (String) -> Void)? = nil
  ) throws -> (outcome: ExerciseTestOutcome, output: String) {
    var filter = "WorkshopTests\\.\(Self.suiteName(exercise))"
    if let alsoFilter { filter += "|" + alsoFilter }
    let active = exercise.id + ":" + architectures.map(\.rawValue).joined(separator: ",")
    var environment = ProcessInfo.processInfo.environment
    environment["ARCHLAB_EXERCISE"] = active
    let result = try Shell.run(
      ["swift", "test", "--filter", filter], in: root, environment: environment, echo: echo)
    let outcome = ExerciseTestOutcome.parse(result.output)
    guard outcome.finished else { throw WorkshopError.testsDidNotRun(Self.errors(in: result.output)) }
    return (outcome, result.output)
  }

  /// The compiler's error lines, or the output's last lines if there are none.
  static func errors(in output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let errors = lines.filter { $0.contains("error:") }
    let chosen = errors.isEmpty ? Array(lines.suffix(20)) : Array(Set(errors)).sorted().prefix(20).map { $0 }
    return chosen.joined(separator: "\n")
  }
}
