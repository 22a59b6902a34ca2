import ArchLab
import Foundation
import TestRuns

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
    let result = try SwiftTestRunner(root: root).run(
      ["--filter", filter], environment: ["ARCHLAB_EXERCISE": active], echo: echo)
    let outcome = ExerciseTestOutcome(result.run)
    guard outcome.finished else {
      throw WorkshopError.testsDidNotRun(result.buildErrors)
    }
    return (outcome, result.output)
  }
}
