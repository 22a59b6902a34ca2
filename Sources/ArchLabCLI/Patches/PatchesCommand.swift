import ArgumentParser

/// `archlab patches`: the workshop's patches kept in step with the modules they change.
struct PatchesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "patches",
    abstract: "Keep the workshop's patches in step with the modules: follow a change, check them all.",
    discussion: """
      Each exercise's reference solutions (Workshop/Exercises/<id>/solutions/) are written against \
      today's app, each growth step's patches (Workshop/Growth/<step>/) against the step before. After \
      you change a module, follow re-derives every patch of it by three-way merge; check proves \
      every committed patch is what follow derives (CI runs it). Workshop/README.md, "Changing a \
      module", says how.
      """,
    subcommands: [PatchesFollowCommand.self, PatchesCheckCommand.self])
}
