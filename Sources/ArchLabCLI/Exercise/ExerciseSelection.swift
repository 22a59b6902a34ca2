import ArchLab
import ArgumentParser
import Workshop
import WorkshopMarker

/// The exercise and architecture `start`, `check` and `reset` act on.
struct ExerciseSelection: ParsableArguments {
  @Argument(help: "The exercise: 01, 1, delete-contact or 01-delete-contact.")
  var id: String

  @Option(help: "The architecture the change is made in.")
  var arch: Architecture

  @OptionGroup var workspace: WorkspaceOption

  /// What the selection names: the exercise, the repository, and the marker
  /// `start` left for the architecture, if any.
  func resolve() async throws -> (exercise: WorkshopExercise, git: GitWorkspace, marker: ExerciseMarker?) {
    (
      try workspace.exercise(id), try await workspace.git(),
      ExerciseMarker.read(for: arch, root: workspace.url)
    )
  }
}
