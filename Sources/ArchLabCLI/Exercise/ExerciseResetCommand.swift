import ArchLab
import ArgumentParser
import Foundation
import Workshop

/// `archlab exercise reset ID --arch A`: puts the architecture's folders back
/// as they were when the exercise started, after asking.
struct ExerciseResetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Undo your work on an exercise in one architecture's folders, after asking.",
    discussion: """
      Restores Sources/<ARCH> and Tests/<ARCH>Tests to the commit the exercise started from and \
      ends the exercise there. Changes elsewhere (shared targets) are listed, never touched.
      """)

  @OptionGroup var selection: ExerciseSelection

  @Flag(help: "Answer yes to the question about discarding your changes.")
  var yes = false

  func run() throws {
    let (exercise, git, marker) = try selection.resolve()
    let (arch, workspace) = (selection.arch, selection.workspace)
    let root = workspace.url
    if let marker, marker.exercise != exercise.id {
      throw CLIError(
        "\(arch.displayName) is doing \(marker.exercise), not \(exercise.id); nothing was changed. "
          + "Reset that one: archlab exercise reset \(marker.exercise.prefix(2)) --arch \(arch.rawValue)")
    }
    let base = try marker?.base ?? workshop { try git.head() }
    let folders = ExerciseMarker.folders(of: arch)
    let mine = try workshop { try git.changedFiles(since: base, under: folders) }
    let elsewhere = try workshop {
      try git.changedFiles(since: base, under: ["Sources", "Tests"]).filter { file in
        !folders.contains { file.hasPrefix($0 + "/") }
      }
    }
    if mine.isEmpty {
      print("\(arch.displayName)'s folders are as at \(base.prefix(12)); nothing to discard.")
    } else {
      print("These files in \(arch.displayName)'s folders differ from \(base.prefix(12)):")
      for file in mine { print("  \(file)") }
      guard Confirmation.ask("Discard these changes?", assumeYes: yes) else {
        print("Nothing was changed.")
        throw ExitCode(1)
      }
      try workshop { try git.restore(mine, to: base) }
      print("Restored \(mine.count) file\(mine.count == 1 ? "" : "s").")
    }
    ExerciseMarker.remove(for: arch, root: root)
    print("\(exercise.heading) is no longer active in \(arch.displayName).")
    if !elsewhere.isEmpty {
      print("\nLeft alone (outside \(arch.displayName)'s folders):")
      for file in elsewhere { print("  \(file)") }
      print(
        "Undo them yourself if they were part of the exercise: git restore --source=\(base.prefix(12)) -- <file>"
      )
    }
  }
}
