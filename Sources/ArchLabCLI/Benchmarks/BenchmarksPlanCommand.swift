import ArgumentParser
import BenchmarkAnalysis
import Foundation

/// `archlab benchmarks plan`: the benchmark processes `Benchmarks/run.sh` runs next.
struct BenchmarksPlanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Print the benchmark processes to run next, one a line: PROCESS<TAB>ROUNDS<TAB>BENCHMARK.",
    discussion:
      "Reads the rounds measured so far and applies the sampling rule (Benchmarks/README.md); prints nothing when every cell is done."
  )

  @Option(help: "The samples file the benchmarks append their rounds to (ARCHLAB_BENCHMARK_SAMPLES).")
  var samples: String

  func run() throws {
    guard let data = FileManager.default.contents(atPath: samples) else {
      throw CLIError("cannot read \(samples): no such readable file")
    }
    do {
      let measured = try BenchmarkPlan.samples(String(decoding: data, as: UTF8.self))
      let problems = BenchmarkPlan.problems(rounds: measured.rounds, seeding: measured.seeding)
      guard problems.isEmpty else { throw CLIError(problems.joined(separator: "; ")) }
      for process in BenchmarkPlan.next(rounds: measured.rounds, seeding: measured.seeding) {
        print(process.line)
      }
    } catch let error as BenchmarkError {
      throw CLIError(error.description)
    }
  }
}
