import ArchLab
import ArgumentParser
import Foundation
import Workshop

/// `archlab exercise check ID --arch A`: grades the participant's change and sets its
/// size beside the reference solution's (the Workshop target's ``ExerciseSession``).
struct ExerciseCheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Run an exercise's tests in one architecture, then compare your change with the reference.",
    discussion: """
      Builds and runs the exercise's acceptance tests (Tests/ExerciseTests) for that architecture, \
      with the architecture's own unit tests, and prints each criterion passed or failed. Then it \
      measures your change since the exercise started (files, roles, lines, types) beside the \
      reference solution in Workshop/Exercises/<id>/solutions/. Exit status 0 when every criterion passes.
      """)

  @OptionGroup var selection: ExerciseSelection

  func run() async throws {
    let (exercise, _, _) = try await selection.resolve()
    let arch = selection.arch
    print(
      "\(exercise.heading) in \(arch.displayName): building and running its tests "
        + "(with \(arch.displayName)'s unit tests; a first build takes a few minutes)…")
    let check = try await workshop {
      try await ExerciseSession(exercise, in: arch, root: selection.workspace.url).check()
    }
    print("")
    for criterion in check.outcome.criteria {
      print("\(criterion.passed(for: arch) ? "✔" : "✘") \(criterion.name)")
      for issue in criterion.issues(for: arch).prefix(3) { print("    \(issue)") }
    }
    print("\(check.passing(arch)) of \(check.outcome.criteria.count) criteria pass.")
    if check.outcome.otherFailures.isEmpty {
      print("\(arch.displayName)'s own unit tests pass.")
    } else {
      print("\(arch.displayName)'s own unit tests that fail:")
      for name in check.outcome.otherFailures { print("  ✘ \(name)") }
    }
    print(
      "\nYour change since \(check.base.prefix(12)), beside the reference solution (\(arch.displayName)):")
    print(ChangeTable.render(yours: check.yours, reference: check.reference))
    if !check.succeeded(arch) { throw ExitCode(1) }
  }
}
