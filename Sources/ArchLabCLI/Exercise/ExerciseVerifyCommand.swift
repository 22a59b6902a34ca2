import ArchLab
import ArgumentParser
import Foundation
import HarnessSupport
import Workshop

/// `archlab exercise verify`: proves every exercise real — its tests fail on
/// this tree in every architecture, and pass once its reference solutions are applied.
struct ExerciseVerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract:
      "For maintainers and CI: prove each exercise fails before and passes after its reference solutions.",
    discussion: """
      Needs Sources/ and Tests/ without uncommitted changes. For each exercise: runs its tests for \
      every architecture (each must fail at least one criterion), applies its patches in place \
      (shared.patch and every architecture's patch together: one build), runs its tests and every \
      module's unit tests (all must pass), and takes the patches back out, whatever happened.
      """)

  @Argument(help: "The exercises to verify (all when none is given).")
  var ids: [String] = []

  @Option(
    name: .customLong("arch"),
    help: "An architecture to verify the exercises in (repeat for several; all by default).")
  var chosen: [Architecture] = []

  @OptionGroup var workspace: WorkspaceOption

  /// The architectures each exercise is proven in: every one unless some are chosen.
  var architectures: [Architecture] { chosen.isEmpty ? Architecture.allCases : chosen }

  func run() throws {
    let catalog = try workspace.catalog()
    let exercises = try ids.isEmpty ? catalog.exercises : ids.map { try workspace.exercise($0) }
    let git = try workspace.git()
    let head = try workshop { try git.head() }
    let dirty = try workshop { try git.changedFiles(since: head, under: ["Sources", "Tests"]) }
    guard dirty.isEmpty else {
      throw CLIError(
        "verify applies patches in place and needs a clean Sources/ and Tests/; uncommitted: "
          + dirty.prefix(5).joined(separator: ", "))
    }
    // A closed pipe (`… | head`) must not kill verify while patches are applied.
    signal(SIGPIPE, SIG_IGN)
    print(
      "If you interrupt this, restore the tree with: git checkout -- Sources Tests && git clean -fd Sources Tests\n"
    )
    var problems: [String] = []
    for exercise in exercises {
      let start = ContinuousClock.now
      print("\(exercise.heading)")
      problems += try verify(exercise, git: git, head: head)
      print("  (\(String(format: "%.0f", (ContinuousClock.now - start).seconds)) s)")
    }
    guard problems.isEmpty else {
      throw CLIError("not every exercise is proven:\n" + problems.map { "  - \($0)" }.joined(separator: "\n"))
    }
    print(
      "Every exercise fails without its reference solutions and passes with them, in \(Prose.list(architectures.map(\.displayName)))."
    )
  }

  /// Runs `exercise`'s tests before and after its patches; returns what is not proven.
  /// An architecture without its patch is not proven: it is named, and the others are still verified.
  private func verify(_ exercise: WorkshopExercise, git: GitWorkspace, head: String) throws -> [String] {
    let written = self.architectures.filter {
      FileManager.default.fileExists(atPath: exercise.solution(for: $0).path)
    }
    let unwritten = self.architectures.filter { !written.contains($0) }
    var problems: [String] = []
    if !unwritten.isEmpty {
      print("  no reference solution in \(Prose.list(unwritten.map(\.displayName))): not proven there")
      problems.append("\(exercise.id): no reference solution in \(Prose.list(unwritten.map(\.displayName)))")
    }
    guard !written.isEmpty else { return problems }
    return try problems + verify(exercise, in: written, git: git, head: head)
  }

  /// Runs `exercise`'s tests before and after the patches of `architectures`.
  private func verify(
    _ exercise: WorkshopExercise, in architectures: [Architecture], git: GitWorkspace, head: String
  ) throws -> [String] {
    let runner = ExerciseTestRunner(root: workspace.url)
    let before = try workshop { try runner.run(exercise, architectures: architectures).outcome }
    var problems =
      before.criteria.count < 3 ? ["\(exercise.id): only \(before.criteria.count) criteria ran"] : []
    for architecture in architectures {
      let failing = before.criteria.filter { !$0.passed(for: architecture) }.count
      print("  before, \(architecture.displayName): \(failing) of \(before.criteria.count) criteria fail")
      if failing == 0 {
        problems.append("\(exercise.id): passes in \(architecture.displayName) without its solution")
      }
    }
    let sharedTests = try exercise.sharedSolution.map { try testTargets(touchedBy: $0) } ?? []
    let after = try outcomeWithSolutions(
      exercise, in: architectures, sharedTests: sharedTests, git: git, head: head)
    for architecture in architectures {
      let passing = after.criteria.filter { $0.passed(for: architecture) }.count
      print("  after,  \(architecture.displayName): \(passing) of \(after.criteria.count) criteria pass")
      if passing < after.criteria.count || after.criteria.count != before.criteria.count {
        problems.append("\(exercise.id): fails in \(architecture.displayName) with its solution")
      }
    }
    if after.otherFailures.isEmpty {
      let shared = sharedTests.isEmpty ? "" : " and \(sharedTests.joined(separator: ", "))"
      print("  after,  every module's unit tests\(shared) pass")
    } else {
      problems.append(
        "\(exercise.id): unit tests fail with the solutions: \(after.otherFailures.joined(separator: ", "))")
    }
    return problems
  }

  /// Applies every patch of `exercise`, runs its tests with the modules' unit
  /// tests and `sharedTests`, and takes the patches back out, whatever happened.
  private func outcomeWithSolutions(
    _ exercise: WorkshopExercise, in architectures: [Architecture], sharedTests: [String], git: GitWorkspace,
    head: String
  ) throws -> ExerciseTestOutcome {
    let patches = (exercise.sharedSolution.map { [$0] } ?? []) + architectures.map(exercise.solution(for:))
    let unitTests = architectures.map { "\($0.moduleName)Tests\\." }
    let alsoFilter = (unitTests + sharedTests.map { "\($0)\\." }).joined(separator: "|")
    try workshop { try git.apply(patches) }
    let after: ExerciseTestOutcome
    do {
      defer { try? git.apply(patches, reverse: true) }
      after = try workshop {
        try ExerciseTestRunner(root: workspace.url).run(
          exercise, architectures: architectures, alsoFilter: alsoFilter
        )
        .outcome
      }
    }
    let clean = try workshop { try git.changedFiles(since: head, under: ["Sources", "Tests"]) }
    guard clean.isEmpty else {
      throw CLIError("the patches of \(exercise.id) did not come back out: \(clean)")
    }
    return after
  }

  /// The test targets of the shared targets whose sources a shared patch edits
  /// (`Sources/Storage` → `StorageTests`). Test targets it only edits (doubles
  /// in `ReliabilityTests`) are compiled by the same build; the reliability
  /// stress suite itself runs in `swift test` and in the report, not here.
  private func testTargets(touchedBy patch: URL) throws -> [String] {
    var targets = Set<String>()
    for path in PatchApplier.touchedPaths(try String(contentsOf: patch, encoding: .utf8)) {
      let parts = path.split(separator: "/").map(String.init)
      guard parts.count > 2, parts[0] == "Sources" else { continue }
      targets.insert("\(parts[1])Tests")
    }
    return targets.filter { target in
      FileManager.default.fileExists(atPath: workspace.url.appending(path: "Tests/\(target)").path)
    }.sorted()
  }
}
