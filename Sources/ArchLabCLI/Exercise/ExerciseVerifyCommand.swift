import ArchLab
import ArgumentParser
import Foundation
import Harness

/// `archlab exercise verify`: proves every exercise real — its tests fail on
/// this tree in every architecture, and pass once its reference solutions are applied.
struct ExerciseVerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract:
      "For maintainers and CI: prove each exercise fails before and passes after its reference solutions.",
    discussion: """
      Needs Sources/ and Tests/ without uncommitted changes. For each exercise: runs its tests for \
      the four architectures (each must fail at least one criterion), applies its patches in place \
      (shared.patch and the four architecture patches together: one build), runs its tests and the \
      four modules' unit tests (all must pass), and takes the patches back out, whatever happened.
      """)

  @Argument(help: "The exercises to verify (all when none is given).")
  var ids: [String] = []

  @OptionGroup var workspace: WorkspaceOption

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
    let runner = ExerciseTestRunner(root: workspace.url)
    let architectures = Architecture.allCases
    let unitTests = architectures.map { "\($0.displayName)Tests\\." }.joined(separator: "|")
    var problems: [String] = []
    for exercise in exercises {
      let start = ContinuousClock.now
      print("\(exercise.heading)")
      let before = try workshop { try runner.run(exercise, architectures: architectures).outcome }
      if before.criteria.count < 3 {
        problems.append("\(exercise.id): only \(before.criteria.count) criteria ran")
      }
      for architecture in architectures {
        let failing = before.criteria.filter { !$0.passed(for: architecture.rawValue) }.count
        print("  before, \(architecture.displayName): \(failing) of \(before.criteria.count) criteria fail")
        if failing == 0 {
          problems.append("\(exercise.id): passes in \(architecture.displayName) without its solution")
        }
      }
      let patches = (exercise.sharedSolution.map { [$0] } ?? []) + architectures.map(exercise.solution(for:))
      let sharedTests = try exercise.sharedSolution.map { try testTargets(touchedBy: $0) } ?? []
      let alsoFilter = ([unitTests] + sharedTests.map { "\($0)\\." }).joined(separator: "|")
      try workshop { try git.apply(patches) }
      let after: ExerciseTestOutcome
      do {
        defer { try? git.apply(patches, reverse: true) }
        after = try workshop {
          try runner.run(exercise, architectures: architectures, alsoFilter: alsoFilter).outcome
        }
      }
      let clean = try workshop { try git.changedFiles(since: head, under: ["Sources", "Tests"]) }
      guard clean.isEmpty else {
        throw CLIError("the patches of \(exercise.id) did not come back out: \(clean)")
      }
      for architecture in architectures {
        let passing = after.criteria.filter { $0.passed(for: architecture.rawValue) }.count
        print("  after,  \(architecture.displayName): \(passing) of \(after.criteria.count) criteria pass")
        if passing < after.criteria.count || after.criteria.count != before.criteria.count {
          problems.append("\(exercise.id): fails in \(architecture.displayName) with its solution")
        }
      }
      if after.otherFailures.isEmpty {
        let shared = sharedTests.isEmpty ? "" : " and \(sharedTests.joined(separator: ", "))"
        print("  after,  the four modules' unit tests\(shared) pass")
      } else {
        problems.append(
          "\(exercise.id): unit tests fail with the solutions: \(after.otherFailures.joined(separator: ", "))"
        )
      }
      let seconds = ReportPipeline.seconds(ContinuousClock.now - start)
      print("  (\(String(format: "%.0f", seconds)) s)")
    }
    guard problems.isEmpty else {
      throw CLIError("not every exercise is proven:\n" + problems.map { "  - \($0)" }.joined(separator: "\n"))
    }
    print(
      "Every exercise fails without its reference solutions and passes with them, in all four architectures.")
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
