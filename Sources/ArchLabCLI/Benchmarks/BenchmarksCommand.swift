import ArgumentParser

/// `archlab benchmarks`: what `Benchmarks/run.sh` asks between its passes, and the check that two runs agree.
struct BenchmarksCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "benchmarks",
    abstract: "Plan the benchmark processes of a run, or check that two runs on one commit agree.",
    discussion:
      "Benchmarks/run.sh runs the benchmarks (see Benchmarks/README.md); these commands read what it wrote.",
    subcommands: [BenchmarksPlanCommand.self, BenchmarksAgreementCommand.self])
}
