import ArchLab
import ArgumentParser
import HarnessSupport

/// `archlab`: runs and measures the same app built in every architecture. Asynchronous: the
/// subcommands that run child processes await them (swift-subprocess).
public struct ArchLabCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "archlab",
    abstract:
      "The same app in \(Prose.list(Architecture.allCases.map(\.displayName))): run it, seed it, measure it, change it in a workshop.",
    subcommands: [
      RunCommand.self, SeedCommand.self, ReportCommand.self, ExerciseCommand.self, GrowthCommand.self,
      PatchesCommand.self, MutateCommand.self, TourCommand.self, BenchmarksCommand.self, AnalyzeCommand.self,
      CorpusCommand.self,
    ])

  public init() {}
}
