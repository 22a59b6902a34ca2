import ArchLab
import ArgumentParser
import Foundation
import Harness

/// `archlab exercise start ID --arch A`: makes the exercise active for one
/// architecture, from the commit checked out.
struct ExerciseStartCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "start",
    abstract: "Start an exercise in one architecture: its tests become active there.",
    discussion: """
      Records the commit you start from (in Sources/<ARCH>/.exercise, ignored by git). If the
      architecture's folders have uncommitted changes, it asks before discarding them; answer no
      and nothing is changed. Files outside Sources/<ARCH> and Tests/<ARCH>Tests are never touched.
      """)

  @Argument(help: "The exercise: 01, 1, delete-contact or 01-delete-contact.")
  var id: String

  @Option(help: "The architecture you make the change in.")
  var arch: Architecture

  @Flag(help: "Answer yes to the question about discarding uncommitted changes.")
  var yes = false

  @OptionGroup var workspace: WorkspaceOption

  func run() throws {
    let exercise = try workspace.exercise(id)
    let git = try workspace.git()
    let root = workspace.url
    if let marker = ExerciseMarker.read(for: arch, root: root) {
      guard marker.exercise == exercise.id else {
        throw CLIError(
          "\(arch.displayName) is doing \(marker.exercise); finish it, or reset it first: "
            + "archlab exercise reset \(marker.exercise.prefix(2)) --arch \(arch.rawValue)")
      }
      print("\(exercise.heading) is already started in \(arch.displayName); nothing changed.")
      printNextSteps(exercise)
      return
    }
    let head = try workshop { try git.head() }
    let folders = ExerciseMarker.folders(of: arch)
    let dirty = try workshop { try git.changedFiles(since: head, under: folders) }
    if !dirty.isEmpty {
      print("\(arch.displayName)'s folders have changes that are not committed:")
      for file in dirty { print("  \(file)") }
      guard
        Confirmation.ask(
          "Discard them to start \(exercise.heading) from \(head.prefix(12))?", assumeYes: yes)
      else {
        print("Nothing was changed. Commit or stash them, or answer yes.")
        throw ExitCode(1)
      }
      try workshop { try git.restore(dirty, to: head) }
      print("Discarded.")
    }
    let marker = ExerciseMarker(
      exercise: exercise.id, base: head, started: ISO8601DateFormatter().string(from: Date()))
    do {
      try marker.write(for: arch, root: root)
    } catch {
      throw CLIError("cannot write \(ExerciseMarker.path(for: arch)): \(error.localizedDescription)")
    }
    print("Started \(exercise.heading) in \(arch.displayName), from commit \(head.prefix(12)).")
    if exercise.sharedSolution != nil {
      print(
        "This change reaches the shared targets too (the sheet says which): those edits are yours; "
          + "reset will leave them alone.")
    }
    printNextSteps(exercise)
  }

  private func printNextSteps(_ exercise: WorkshopExercise) {
    let relative = exercise.sheet.path.replacingOccurrences(of: workspace.url.path + "/", with: "")
    print(
      """

      Read the sheet:   archlab exercise show \(exercise.number)   (\(relative))
      Work in:          \(ExerciseMarker.folders(of: arch).joined(separator: ", "))
      Get graded:       archlab exercise check \(exercise.number) --arch \(arch.rawValue)
      Start over:       archlab exercise reset \(exercise.number) --arch \(arch.rawValue)
      """)
  }
}
