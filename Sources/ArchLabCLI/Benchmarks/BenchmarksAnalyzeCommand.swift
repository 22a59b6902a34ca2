import Analyzer
import ArgumentParser
import Foundation
import HarnessSupport

/// `archlab benchmarks analyze`: how fast `archlab analyze` is, on a generated app, on this
/// checkout and on a generated history.
struct BenchmarksAnalyzeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "analyze",
    abstract: "Measure how fast archlab analyze is: a generated app, this checkout, a generated history.",
    discussion: """
      Generates, in a temporary folder, an app of UIKit MVC, UIKit MVVM and SwiftUI feature folders (the same \
      for the same seed) and analyses it cold (empty parse cache) and warm (the cache on disk); the same for \
      this checkout; then generates a git repository and samples its history. Prints seconds, files/s, \
      lines/s and peak memory per run, and whether the issue's targets are met (100 000 lines in 30 s; 200 \
      sampled commits of a 50 000-line repository in 5 min). Build in release to measure what users get: \
      swift build -c release --scratch-path .build-release --product archlab.
      """)

  @Option(help: "The seed the generated app and history are drawn from.")
  var seed: UInt64 = 1

  @Option(help: "Code lines of the generated app.")
  var lines = 100_000

  @Option(help: "Code lines at the last commit of the generated repository.")
  var historyLines = 50_000

  @Option(help: "Commits of the generated repository.")
  var commits = 400

  @Option(help: "Commits sampled from it.")
  var samples = 200

  @Flag(help: "Leave this checkout out.")
  var skipCheckout = false

  @Flag(help: "Keep the generated folders (their path is printed).")
  var keep = false

  @Option(help: "The ArchLab checkout: the reference modules, and the tree analysed as itself.")
  var archlabRoot = "."

  func validate() throws {
    guard lines > 0, historyLines > 0 else {
      throw ValidationError("--lines and --history-lines take 1 or more")
    }
    guard commits > 0, (1...commits).contains(samples) else {
      throw ValidationError("--samples takes 1 to --commits (\(commits))")
    }
  }

  func run() async throws {
    let request = AnalyzerBenchmarkRequest(
      seed: seed, codeLines: lines, historyCodeLines: historyLines, commits: commits, samples: samples,
      includesCheckout: !skipCheckout, keepsFiles: keep)
    let checkout = URL(fileURLWithPath: archlabRoot).standardizedFileURL
    let progress = ProgressLine()
    let log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    progress.start(every: 10, log: log)
    defer { progress.stop() }
    let report: AnalyzerBenchmarkReport
    do {
      report = try await AnalyzerBenchmark.run(request, checkout: checkout) { line in
        log(line)
        progress.note(line)
      }
    } catch {
      throw CLIError(error.description)
    }
    progress.stop()
    print(report.markdown)
  }
}
