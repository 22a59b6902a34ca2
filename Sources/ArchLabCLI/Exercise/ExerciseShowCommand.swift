import ArgumentParser
import Foundation
import Workshop

/// `archlab exercise show ID`: prints the exercise sheet.
struct ExerciseShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Print an exercise's sheet: story, criteria, hints, discussion.")

  @Argument(help: "The exercise: 01, 1, delete-contact or 01-delete-contact.")
  var id: String

  @OptionGroup var workspace: WorkspaceOption

  func run() throws {
    let exercise = try workspace.exercise(id)
    guard let sheet = try? String(contentsOf: exercise.sheet, encoding: .utf8) else {
      throw CLIError("cannot read \(exercise.sheet.path)")
    }
    print(sheet, terminator: sheet.hasSuffix("\n") ? "" : "\n")
  }
}
