import ArchLab
import Foundation
import WorkshopMarker

/// A participant's exercise in one architecture (`archlab exercise start`, `check`,
/// `reset`): what each does to the workspace, as typed results the commands print.
public struct ExerciseSession: Sendable {
  /// The exercise.
  public var exercise: WorkshopExercise
  /// The architecture the change is made in.
  public var architecture: Architecture
  /// The workspace root.
  public var root: URL

  /// The session of `exercise` in `architecture`.
  public init(_ exercise: WorkshopExercise, in architecture: Architecture, root: URL) {
    self.exercise = exercise
    self.architecture = architecture
    self.root = root
  }

  /// The architecture's folders: its sources and unit tests.
  public var folders: [String] { ExerciseMarker.folders(of: architecture) }

  /// What `start` found or did.
  public enum Start: Sendable, Equatable {
    /// The exercise was started already; nothing changed.
    case alreadyStarted
    /// Another exercise is active in the architecture; nothing changed.
    case busy(other: String)
    /// The folders hold uncommitted work: nothing changed; start again discarding it to go on.
    case uncommitted([String], base: String)
    /// Started from `base`, after discarding `discarded`.
    case started(base: String, discarded: [String])
  }

  /// Starts the exercise from the commit checked out: records it in the architecture's
  /// marker, discarding the folders' uncommitted work only with `discarding`.
  public func start(discarding: Bool) async throws(WorkshopError) -> Start {
    if let marker = ExerciseMarker.read(for: architecture, root: root) {
      return marker.exercise == exercise.id ? .alreadyStarted : .busy(other: marker.exercise)
    }
    let git = try await GitWorkspace(root: root)
    let head = try await git.head()
    let dirty = try await git.changedFiles(since: head, under: folders)
    if !dirty.isEmpty {
      guard discarding else { return .uncommitted(dirty, base: head) }
      try await git.restore(dirty, to: head)
    }
    let marker = ExerciseMarker(
      exercise: exercise.id, base: head, started: ISO8601DateFormatter().string(from: Date()))
    do {
      try marker.write(for: architecture, root: root)
    } catch {
      throw .git("cannot write \(ExerciseMarker.path(for: architecture)): \(error.localizedDescription)")
    }
    return .started(base: head, discarded: dirty)
  }

  /// What `check` found: the criteria, the module's own unit tests, and the change beside the reference.
  public struct Check: Sendable, Equatable {
    /// The commit the change is measured from.
    public var base: String
    /// The exercise's tests, criterion by criterion.
    public var outcome: ExerciseTestOutcome
    /// The participant's change since `base`.
    public var yours: ChangeSize
    /// The reference solution's change.
    public var reference: ChangeSize

    /// Criteria that pass in the architecture.
    public func passing(_ architecture: Architecture) -> Int {
      outcome.criteria.filter { $0.passed(for: architecture) }.count
    }

    /// Whether every criterion and the module's unit tests pass.
    public func succeeded(_ architecture: Architecture) -> Bool {
      !outcome.criteria.isEmpty && passing(architecture) == outcome.criteria.count
        && outcome.otherFailures.isEmpty
    }
  }

  /// Runs the exercise's tests with the architecture's unit tests, then measures the
  /// change since the exercise started beside the reference solution.
  public func check() async throws -> Check {
    let git = try await GitWorkspace(root: root)
    let marker = ExerciseMarker.read(for: architecture, root: root)
    let base: String
    if let marker, marker.exercise == exercise.id { base = marker.base } else { base = try await git.head() }
    let (outcome, _) = try await ExerciseTestRunner(root: root).run(
      exercise, architectures: [architecture], alsoFilter: "\(architecture.moduleName)Tests\\.")
    let files = try await git.changedFiles(since: base, under: ["Sources", "Tests"]).filter {
      !$0.hasPrefix("Tests/ExerciseTests/") && !$0.hasSuffix("/.exercise")
    }
    let yours = await ChangeMeasurer.measure(git.changes(of: files, since: base))
    let reference = ChangeMeasurer.measure(
      try await PatchApplier.apply(exercise.patches(for: architecture)) { await git.text(of: $0, at: base) })
    return Check(base: base, outcome: outcome, yours: yours, reference: reference)
  }

  /// What `reset` found or did.
  public struct Reset: Sendable, Equatable {
    /// The commit the folders go back to.
    public var base: String
    /// The folders' files that differ from it (restored once confirmed).
    public var changed: [String]
    /// Files changed outside the folders: listed, never touched.
    public var elsewhere: [String]
    /// Whether the folders were restored and the exercise ended.
    public var done: Bool
  }

  /// Puts the architecture's folders back as they were when the exercise started and ends
  /// it; with changes to discard, only with `discarding`. Another exercise active is an error.
  public func reset(discarding: Bool) async throws(WorkshopError) -> Reset {
    let marker = ExerciseMarker.read(for: architecture, root: root)
    if let marker, marker.exercise != exercise.id {
      throw .git(
        "\(architecture.displayName) is doing \(marker.exercise), not \(exercise.id); nothing was changed. "
          + "Reset that one: archlab exercise reset \(marker.exercise.prefix(2)) --arch \(architecture.rawValue)"
      )
    }
    let git = try await GitWorkspace(root: root)
    let base: String
    if let marker { base = marker.base } else { base = try await git.head() }
    let changed = try await git.changedFiles(since: base, under: folders)
    let elsewhere = try await git.changedFiles(since: base, under: ["Sources", "Tests"]).filter { file in
      !folders.contains { file.hasPrefix($0 + "/") }
    }
    guard changed.isEmpty || discarding else {
      return Reset(base: base, changed: changed, elsewhere: elsewhere, done: false)
    }
    if !changed.isEmpty { try await git.restore(changed, to: base) }
    ExerciseMarker.remove(for: architecture, root: root)
    return Reset(base: base, changed: changed, elsewhere: elsewhere, done: true)
  }
}
