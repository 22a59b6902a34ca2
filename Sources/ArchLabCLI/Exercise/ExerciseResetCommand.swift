import ArchLab
import ArgumentParser
import Foundation
import Workshop

/// `archlab exercise reset ID --arch A`: puts the architecture's folders back as they
/// were when the exercise started, after asking (the Workshop target's ``ExerciseSession``).
struct ExerciseResetCommand: AsyncParsableCommand {
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

  func run() async throws {
    let (exercise, _, _) = try await selection.resolve()
    let arch = selection.arch
    let session = ExerciseSession(exercise, in: arch, root: selection.workspace.url)
    var reset = try await workshop { try await session.reset(discarding: false) }
    if reset.changed.isEmpty {
      print("\(arch.displayName)'s folders are as at \(reset.base.prefix(12)); nothing to discard.")
    } else {
      print("These files in \(arch.displayName)'s folders differ from \(reset.base.prefix(12)):")
      for file in reset.changed { print("  \(file)") }
      guard Confirmation.ask("Discard these changes?", assumeYes: yes) else {
        print("Nothing was changed.")
        throw ExitCode(1)
      }
      reset = try await workshop { try await session.reset(discarding: true) }
      print("Restored \(reset.changed.count) file\(reset.changed.count == 1 ? "" : "s").")
    }
    print("\(exercise.heading) is no longer active in \(arch.displayName).")
    if !reset.elsewhere.isEmpty {
      print("\nLeft alone (outside \(arch.displayName)'s folders):")
      for file in reset.elsewhere { print("  \(file)") }
      print(
        "Undo them yourself if they were part of the exercise: git restore --source=\(reset.base.prefix(12)) -- <file>"
      )
    }
  }
}
