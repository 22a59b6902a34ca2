import ArchLab
import ArgumentParser
import Foundation
import Workshop

/// `archlab exercise check ID --arch A`: grades the participant's change and
/// sets its size beside the reference solution's.
struct ExerciseCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Run an exercise's tests in one architecture, then compare your change with the reference.",
    discussion: """
      Builds and runs the exercise's acceptance tests (Tests/WorkshopTests) for that architecture, \
      with the architecture's own unit tests, and prints each criterion passed or failed. Then it \
      measures your change since the exercise started (files, roles, lines, types) beside the \
      reference solution in Workshop/Exercises/<id>/solutions/. Exit status 0 when every criterion passes.
      """)

  @OptionGroup var selection: ExerciseSelection

  func run() throws {
    let (exercise, git, marker) = try selection.resolve()
    let (arch, workspace) = (selection.arch, selection.workspace)
    let root = workspace.url
    let base =
      try marker.flatMap { $0.exercise == exercise.id ? $0.base : nil } ?? workshop { try git.head() }

    print(
      "\(exercise.heading) in \(arch.displayName): building and running its tests "
        + "(with \(arch.displayName)'s unit tests; a first build takes a few minutes)…")
    let unitTests = "\(arch.moduleName)Tests\\."
    let (outcome, _) = try workshop {
      try ExerciseTestRunner(root: root).run(exercise, architectures: [arch], alsoFilter: unitTests)
    }
    let passed = outcome.criteria.filter { $0.passed(for: arch) }.count
    print("")
    for criterion in outcome.criteria {
      let ok = criterion.passed(for: arch)
      print("\(ok ? "✔" : "✘") \(criterion.name)")
      for issue in criterion.issues(for: arch).prefix(3) { print("    \(issue)") }
    }
    print("\(passed) of \(outcome.criteria.count) criteria pass.")
    if outcome.otherFailures.isEmpty {
      print("\(arch.displayName)'s own unit tests pass.")
    } else {
      print("\(arch.displayName)'s own unit tests that fail:")
      for name in outcome.otherFailures { print("  ✘ \(name)") }
    }

    let folders = ["Sources", "Tests"]
    let files = try workshop {
      try git.changedFiles(since: base, under: folders).filter {
        !$0.hasPrefix("Tests/WorkshopTests/") && !$0.hasSuffix("/.exercise")
      }
    }
    let yours = ChangeMeasurer.measure(git.changes(of: files, since: base))
    let reference = try workshop {
      ChangeMeasurer.measure(
        try PatchApplier.apply(exercise.patches(for: arch)) { git.text(of: $0, at: base) })
    }
    print("\nYour change since \(base.prefix(12)), beside the reference solution (\(arch.displayName)):")
    print(ChangeTable.render(yours: yours, reference: reference))
    if outcome.criteria.isEmpty || passed < outcome.criteria.count || !outcome.otherFailures.isEmpty {
      throw ExitCode(1)
    }
  }
}
