import ArchLab
import ArgumentParser
import Workshop
import WorkshopMarker

/// `archlab exercise list`: the exercises, and which one each architecture is doing.
struct ExerciseListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the exercises and which are started.")

  @OptionGroup var workspace: WorkspaceOption

  func run() throws {
    let catalog = try workspace.catalog()
    for exercise in catalog.exercises {
      let started = Architecture.allCases.filter {
        ExerciseMarker.read(for: $0, root: workspace.url)?.exercise == exercise.id
      }
      let note =
        started.isEmpty ? "" : "   (started in \(started.map(\.displayName).joined(separator: ", ")))"
      print("\(exercise.number)  \(exercise.title)\(note)")
    }
    print("\nRead one: archlab exercise show 01 · start it: archlab exercise start 01 --arch mvvm")
  }
}
