import ArgumentParser

/// `archlab benchmarks`: what `Benchmarks/run.sh` asks between its passes, the check that two runs
/// agree, and the speed of `archlab analyze`.
struct BenchmarksCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "benchmarks",
    abstract:
      "Plan the benchmark processes of a run, check that two runs on one commit agree, or measure archlab analyze.",
    discussion:
      "Benchmarks/run.sh runs the architectures' benchmarks (see Benchmarks/README.md); plan and agreement read what it wrote. analyze measures archlab analyze itself.",
    subcommands: [BenchmarksPlanCommand.self, BenchmarksAgreementCommand.self, BenchmarksAnalyzeCommand.self])
}
