import ArgumentParser
import Foundation
import HarnessSupport
import Metrics
import Pipeline

/// `archlab report`: measures every architecture and writes the comparison.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Measure every architecture and write the comparison report.",
    discussion:
      "Writes README.md, index.html (the answer), details.html, metrics.json and charts/*.svg; a failing test stops it before anything is written."
  )

  @Option(help: "The folder to write the report into.")
  var output = "Reports"

  @Flag(help: "Skip the benchmarks (quicker; the runtime section says they were skipped).")
  var skipBenchmarks = false

  @Flag(
    help:
      "Run the benchmarks even when the output kept from an earlier run (benchmarks.json beside the report) holds for their inputs now."
  )
  var rerunBenchmarks = false

  @Flag(help: "Skip the two coverage runs (quicker; for working on the report itself).")
  var skipCoverage = false

  @Flag(
    help: ArgumentHelp(
      "Run mutation testing for every module again, even where Reports/mutation/ is fresh."))
  var mutation = false

  @Flag(help: "Leave mutation testing out (the Test strength section says it was not measured).")
  var skipMutation = false

  @Flag(
    help:
      "Measure the growth series' steps but prove none: a step without a proof in Reports/growth/ that holds for its files gets no case-book figures."
  )
  var skipGrowthProofs = false

  @Flag(
    help: "Leave the growth series out (its section and the claims about growth say it was not measured).")
  var skipGrowth = false

  @Option(help: "Compare with an earlier metrics.json and print what changed, instead of measuring.")
  var compare: String?

  @Option(
    help: ArgumentHelp(
      "Write the report's pages from a metrics.json already measured, without measuring anything.",
      discussion:
        "Every figure is the file's; the tour, mutation, growth and benchmark folders of the output are kept.",
      valueName: "metrics.json"))
  var render: String?

  @OptionGroup var workspace: WorkspaceOption

  func validate() throws {
    if mutation && skipMutation {
      throw ValidationError("--mutation and --skip-mutation contradict each other: choose one")
    }
    if skipBenchmarks && rerunBenchmarks {
      throw ValidationError("--skip-benchmarks and --rerun-benchmarks contradict each other: choose one")
    }
    if render != nil && compare != nil {
      throw ValidationError("--render writes a report and --compare compares two: choose one")
    }
    if skipGrowth && skipGrowthProofs {
      throw ValidationError("--skip-growth leaves the series out already: drop --skip-growth-proofs")
    }
  }

  func run() async throws {
    let rootURL = workspace.url
    if let compare {
      let newPath = URL(fileURLWithPath: output).appendingPathComponent("metrics.json")
      let old = try load(compare)
      let new = try load(newPath.path)
      let changes = MetricsComparison.changes(from: old, to: new)
      print(
        changes.isEmpty
          ? "No figure changed between \(compare) and \(newPath.path)." : changes.joined(separator: "\n"))
      return
    }
    let outputURL = URL(fileURLWithPath: output, relativeTo: rootURL).standardizedFileURL
    if let render {
      let metrics = try load(render)
      let pipeline = ReportPipeline(root: rootURL, output: outputURL, skipBenchmarks: true) { _ in }
      do {
        try await pipeline.write(metrics, keeping: ["tour"])
      } catch let error as HarnessError {
        throw CLIError(error.description)
      }
      print(
        "Wrote \(outputURL.path)/README.md, index.html, details.html, handout.html, tradeoffs.csv and charts/ from \(render)."
      )
      return
    }
    var pipeline = ReportPipeline(
      root: rootURL, output: outputURL, skipBenchmarks: skipBenchmarks, skipCoverage: skipCoverage,
      mutation: skipMutation ? .skip : mutation ? .force : .reuseFresh,
      growth: skipGrowth ? .skip : skipGrowthProofs ? .measureOnly : .reuseFresh,
      archlabBinary: Self.runningExecutable
    ) { line in
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    pipeline.rerunBenchmarks = rerunBenchmarks
    do {
      _ = try await pipeline.run()
    } catch let error as HarnessError {
      throw CLIError(error.description)
    }
    print("Wrote \(outputURL.path)/README.md, index.html, details.html, metrics.json and charts/.")
  }

  /// This `archlab`'s own executable: the reliability checks run it.
  static var runningExecutable: URL {
    URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
  }

  private func load(_ path: String) throws -> Metrics {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError("cannot read \(path): no such readable file")
    }
    struct Version: Decodable { var schemaVersion: Int }
    if let version = try? JSONDecoder().decode(Version.self, from: data),
      version.schemaVersion != Metrics.currentSchemaVersion
    {
      throw CLIError(
        "\(path) is in metrics.json schema version \(version.schemaVersion); this archlab reads version \(Metrics.currentSchemaVersion): make both reports with the same archlab"
      )
    }
    do {
      return try JSONDecoder().decode(Metrics.self, from: data)
    } catch {
      throw CLIError(
        "\(path) is not an ArchLab metrics.json (schema version \(Metrics.currentSchemaVersion)): \(error)")
    }
  }
}
