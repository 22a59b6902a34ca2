import ArgumentParser

/// `archlab exercise`: the workshop — list, read, start, check and reset exercises.
struct ExerciseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "exercise",
    abstract:
      "Workshop exercises: make a change in one architecture, get graded, compare with the reference.",
    discussion: """
      The exercises live in Workshop/Exercises/; the facilitator's guide is Workshop/README.md. \
      start and reset only ever touch the architecture's folders (Sources/<ARCH>, Tests/<ARCH>Tests) \
      and ask before discarding anything.
      """,
    subcommands: [
      ExerciseListCommand.self, ExerciseShowCommand.self, ExerciseStartCommand.self,
      ExerciseCheckCommand.self,
      ExerciseResetCommand.self, ExerciseVerifyCommand.self,
    ])
}
