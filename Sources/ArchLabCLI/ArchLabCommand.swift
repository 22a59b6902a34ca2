import ArgumentParser

/// `archlab`: runs and measures the same app built in four architectures.
public struct ArchLabCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "archlab",
    abstract:
      "The same app in MVC, MVP, MVVM and VIPER: run it, seed it, measure it, change it in a workshop.",
    subcommands: [
      RunCommand.self, SeedCommand.self, ReportCommand.self, ExerciseCommand.self, MutateCommand.self,
    ])

  public init() {}
}
