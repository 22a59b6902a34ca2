import ArchLab
import Foundation
import TestRuns

/// Runs an exercise's acceptance tests (`Tests/ExerciseTests/E<NN><Name>Tests.swift`)
/// for some architectures with `swift test`, the exercise made active
/// through `ARCHLAB_EXERCISE`, in a package of the tests alone (``packageFolder``).
public struct ExerciseTestRunner: Sendable {
  /// The workspace root.
  public var root: URL

  /// Creates a runner for the workspace at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// Where the exercises' tests are built and run, relative to the root: a
  /// ``ScopedPackage`` of ``testTargets`` linked to the workspace's sources, so that a
  /// change to a module rebuilds the module and its tests, never the harness.
  public static let packageFolder = ".build/workshop-tests"

  /// The test targets an exercise's run can reach: the workshop's acceptance tests,
  /// every module's unit tests, the shared targets' tests and the reliability tests
  /// (whose doubles a shared patch may edit).
  public static var testTargets: [String] { testTargets(for: Architecture.allCases) }

  /// The test targets a run for `architectures` builds: the workshop's acceptance tests,
  /// those architectures' unit tests, the shared targets' tests and the reliability tests.
  /// Another architecture's unit tests are left out: a participant changing one module (and
  /// the shared targets, with the exercise's shared patch) does not have to make another
  /// module's test doubles follow.
  public static func testTargets(for architectures: [Architecture]) -> [String] {
    ["ExerciseTests"] + Architecture.allCases.filter(architectures.contains).map { "\($0.moduleName)Tests" }
      + ["EntitiesTests", "StorageTests", "ScreenKitTests", "ReliabilityTests"]
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
  ) async throws -> (outcome: ExerciseTestOutcome, output: String) {
    var filter = "ExerciseTests\\.\(Self.suiteName(exercise))"
    if let alsoFilter { filter += "|" + alsoFilter }
    let active = exercise.id + ":" + architectures.map(\.rawValue).joined(separator: ",")
    let package = try await ScopedPackage.make(
      workspace: root, at: root.appending(path: Self.packageFolder),
      tests: Self.testTargets(for: architectures))
    let result = try await SwiftTestRunner(root: package.root).run(
      ["--filter", filter], environment: ["ARCHLAB_EXERCISE": active], echo: echo)
    let outcome = ExerciseTestOutcome(result.run)
    guard outcome.finished else {
      throw WorkshopError.testsDidNotRun(result.buildErrors)
    }
    return (outcome, result.output)
  }
}
