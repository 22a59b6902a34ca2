import ArgumentParser
import BenchmarkAnalysis
import Foundation

/// `archlab benchmarks agreement`: whether two runs on one commit give overlapping intervals.
struct BenchmarksAgreementCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "agreement",
    abstract: "Compare two benchmark runs of one commit: the share of ratios whose intervals overlap.",
    discussion:
      "Each run is Benchmarks/run.sh's output or a report's benchmarks.json. With --write, the record goes to a file (the report cites Benchmarks/agreement.json)."
  )

  @Argument(help: "The first run's output.")
  var first: String

  @Argument(help: "The second run's output.")
  var second: String

  @Option(help: "Write the record to this file (e.g. Benchmarks/agreement.json).")
  var write: String?

  func run() throws {
    do {
      let agreement = try BenchmarkAgreement.compare(
        try read(first), try read(second), checkedAt: ISO8601DateFormatter().string(from: Date()))
      for line in agreement.lines { print(line) }
      if let write {
        try agreement.json().write(to: URL(fileURLWithPath: write))
        print("Wrote \(write).")
      }
    } catch let error as BenchmarkError {
      throw CLIError(error.description)
    }
  }

  private func read(_ path: String) throws -> BenchmarkOutput {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError("cannot read \(path): no such readable file")
    }
    do {
      return try BenchmarkOutput.read(data)
    } catch let error as BenchmarkError {
      throw CLIError("\(path): \(error.description)")
    }
  }
}
