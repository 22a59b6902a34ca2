import ArchLab
import Foundation

/// Proves an exercise real (`archlab exercise verify`): its tests fail on the tree as it
/// is in every architecture, and pass once its reference solutions are applied in place
/// (the shared patch and every architecture's together: one build), with every module's
/// unit tests; the patches are taken back out, whatever happened.
public struct ExerciseVerifier: Sendable {
  /// What verifying one exercise found.
  public struct Proof: Sendable, Equatable {
    /// One architecture's criteria before and after its solution.
    public struct Architecture: Sendable, Equatable {
      /// The architecture.
      public var architecture: ArchLab.Architecture
      /// Criteria that failed before its solution.
      public var failingBefore: Int
      /// Criteria that passed after it.
      public var passingAfter: Int

      /// One architecture's criteria.
      public init(architecture: ArchLab.Architecture, failingBefore: Int, passingAfter: Int) {
        self.architecture = architecture
        self.failingBefore = failingBefore
        self.passingAfter = passingAfter
      }
    }

    /// The exercise.
    public var exercise: WorkshopExercise
    /// The criteria that ran before the solutions.
    public var criteriaBefore: Int
    /// The criteria that ran after them.
    public var criteriaAfter: Int
    /// Each architecture with a solution, proven or not.
    public var architectures: [Architecture]
    /// The architectures with no reference solution: not proven there.
    public var unwritten: [ArchLab.Architecture]
    /// The shared test targets that ran with the solutions (`StorageTests`).
    public var sharedTests: [String]
    /// Tests outside the criteria that failed with the solutions applied.
    public var otherFailures: [String]

    /// A proof of `exercise`.
    public init(
      exercise: WorkshopExercise, criteriaBefore: Int, criteriaAfter: Int, architectures: [Architecture],
      unwritten: [ArchLab.Architecture], sharedTests: [String], otherFailures: [String]
    ) {
      self.exercise = exercise
      self.criteriaBefore = criteriaBefore
      self.criteriaAfter = criteriaAfter
      self.architectures = architectures
      self.unwritten = unwritten
      self.sharedTests = sharedTests
      self.otherFailures = otherFailures
    }

    /// What is not proven, one line each; empty when the exercise is proven everywhere.
    public var problems: [String] {
      var problems: [String] = []
      if !unwritten.isEmpty {
        problems.append(
          "\(exercise.id): no reference solution in \(unwritten.map(\.displayName).joined(separator: ", "))")
      }
      if !architectures.isEmpty, criteriaBefore < 3 {
        problems.append("\(exercise.id): only \(criteriaBefore) criteria ran")
      }
      for result in architectures {
        if result.failingBefore == 0 {
          problems.append("\(exercise.id): passes in \(result.architecture.displayName) without its solution")
        }
        if result.passingAfter < criteriaAfter || criteriaAfter != criteriaBefore {
          problems.append("\(exercise.id): fails in \(result.architecture.displayName) with its solution")
        }
      }
      if !otherFailures.isEmpty {
        problems.append(
          "\(exercise.id): unit tests fail with the solutions: \(otherFailures.joined(separator: ", "))")
      }
      return problems
    }
  }

  /// The workspace root.
  public var root: URL

  /// A verifier of the workspace at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// The tracked or new files under `Sources/` and `Tests/` that differ from the commit checked
  /// out: verify applies patches in place and needs none.
  public func uncommitted() async throws(WorkshopError) -> [String] {
    let git = try await GitWorkspace(root: root)
    return try await git.changedFiles(since: try await git.head(), under: ["Sources", "Tests"])
  }

  /// Verifies `exercise` in `architectures` (those without a solution are named as unproven).
  public func verify(_ exercise: WorkshopExercise, in architectures: [ArchLab.Architecture]) async throws
    -> Proof
  {
    let written = architectures.filter {
      FileManager.default.fileExists(atPath: exercise.solution(for: $0).path)
    }
    var proof = Proof(
      exercise: exercise, criteriaBefore: 0, criteriaAfter: 0, architectures: [],
      unwritten: architectures.filter { !written.contains($0) }, sharedTests: [], otherFailures: [])
    guard !written.isEmpty else { return proof }
    let runner = ExerciseTestRunner(root: root)
    let before = try await runner.run(exercise, architectures: written).outcome
    proof.sharedTests = try exercise.sharedSolution.map { try testTargets(touchedBy: $0) } ?? []
    let after = try await outcomeWithSolutions(exercise, in: written, sharedTests: proof.sharedTests)
    proof.criteriaBefore = before.criteria.count
    proof.criteriaAfter = after.criteria.count
    proof.otherFailures = after.otherFailures
    proof.architectures = written.map { architecture in
      Proof.Architecture(
        architecture: architecture,
        failingBefore: before.criteria.filter { !$0.passed(for: architecture) }.count,
        passingAfter: after.criteria.filter { $0.passed(for: architecture) }.count)
    }
    return proof
  }

  /// Applies every patch of `exercise`, runs its tests with the modules' unit tests and
  /// `sharedTests`, and takes the patches back out, whatever happened.
  private func outcomeWithSolutions(
    _ exercise: WorkshopExercise, in architectures: [ArchLab.Architecture], sharedTests: [String]
  ) async throws -> ExerciseTestOutcome {
    let git = try await GitWorkspace(root: root)
    let head = try await git.head()
    let patches = (exercise.sharedSolution.map { [$0] } ?? []) + architectures.map(exercise.solution(for:))
    let unitTests = architectures.map { "\($0.moduleName)Tests\\." }
    let alsoFilter = (unitTests + sharedTests.map { "\($0)\\." }).joined(separator: "|")
    try await git.apply(patches)
    // The patches come back out whatever happened (an async call cannot sit in a `defer`).
    let run: Result<ExerciseTestOutcome, any Error>
    do {
      run = .success(
        try await ExerciseTestRunner(root: root).run(
          exercise, architectures: architectures, alsoFilter: alsoFilter
        )
        .outcome)
    } catch {
      run = .failure(error)
    }
    try? await git.apply(patches, reverse: true)
    let after = try run.get()
    let left = try await git.changedFiles(since: head, under: ["Sources", "Tests"])
    guard left.isEmpty else {
      throw WorkshopError.git(
        "the patches of \(exercise.id) did not come back out: \(left.joined(separator: ", "))")
    }
    return after
  }

  /// The test targets of the shared targets whose sources a shared patch edits
  /// (`Sources/Storage` → `StorageTests`). Test targets it only edits (doubles
  /// in `ReliabilityTests`) are compiled by the same build; the reliability
  /// stress suite itself runs in `swift test` and in the report, not here.
  func testTargets(touchedBy patch: URL) throws -> [String] {
    var targets = Set<String>()
    for path in PatchApplier.touchedPaths(try String(contentsOf: patch, encoding: .utf8)) {
      let parts = path.split(separator: "/").map(String.init)
      guard parts.count > 2, parts[0] == "Sources" else { continue }
      targets.insert("\(parts[1])Tests")
    }
    return targets.filter { FileManager.default.fileExists(atPath: root.appending(path: "Tests/\($0)").path) }
      .sorted()
  }
}
