import Analyzer
import ArgumentParser
import Foundation
import HarnessSupport

/// `archlab analyze`: ArchLab's rulers on any Swift source tree.
struct AnalyzeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "analyze",
    abstract:
      "Measure any Swift app with ArchLab's rulers and say which of the ten architectures it is closest to.",
    discussion: """
      Parses (never compiles) the Swift files under PATH, gives every type a role from its structure, measures \
      size, complexity and coupling per role and per feature folder, flags what the claims' thresholds name, and \
      ranks the ten reference modules (measured from this checkout's Sources/) by distance. Writes analysis.md, \
      index.html and analysis.json outside PATH (default: .build/archlab-analyze/<name>/). Exit status 66 when \
      PATH is missing, a file, or holds no Swift file.
      """)

  /// What to write.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case all, markdown, html, json, none
  }

  @Argument(help: "The folder to analyse: an Xcode project's folder, a Swift package, a monorepo.")
  var path: String

  @Option(help: "The folder to write into (never inside PATH).")
  var output: String?

  @Option(help: "What to write besides the terminal summary: all, markdown, html, json or none.")
  var format: Format = .all

  @Option(help: "A configuration file (default: archlab.yml or archlab.json in PATH).")
  var config: String?

  @Flag(help: "Sample the git history too: reads blobs through git, never touches the work tree.")
  var history = false

  @Option(help: "With --history: sample every N commits of the first-parent history (default 10).")
  var every: Int?

  @Flag(help: "With --history: sample the last commit of each month instead.")
  var monthly = false

  @Option(help: "With --history: leave out commits before this date (as git reads it: 2024-01-01).")
  var since: String?

  @Option(help: "The ArchLab checkout whose Sources/<Module> folders are the references.")
  var archlabRoot = "."

  func validate() throws {
    if every != nil || monthly || since != nil, !history {
      throw ValidationError("--every, --monthly and --since sample the history: add --history")
    }
    if every != nil, monthly {
      throw ValidationError("--every and --monthly are two ways to sample: choose one")
    }
    if let every, every < 1 { throw ValidationError("--every takes a number of commits, 1 or more") }
  }

  func run() async throws {
    let checkout = URL(fileURLWithPath: archlabRoot).standardizedFileURL
    do {
      try await analyze(checkout: checkout)
    } catch {
      FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
      throw ExitCode(error.exitCode)
    }
  }

  /// Analyses PATH, writes the files asked for and prints the summary.
  private func analyze(checkout: URL) async throws(AnalyzerError) {
    let root = URL(fileURLWithPath: path).standardizedFileURL
    do {
      let folder = try OutputLocation.resolve(requested: output, analysed: root, checkout: checkout)
      let base = OutputLocation.base(analysed: root, checkout: checkout)
      let request = AnalysisRequest(
        root: root, configFile: config.map { URL(fileURLWithPath: $0).standardizedFileURL },
        archlabRoot: checkout,
        cacheFolder: base.appendingPathComponent("cache"),
        history: history
          ? HistoryRequest(sampling: monthly ? .monthly : .every(every ?? 10), since: since) : nil)
      let progress = ProgressLine()
      let log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
      log("archlab analyze \(root.path)")
      progress.start(every: 10, log: log)
      defer { progress.stop() }
      let analysis = try await Analyzer.analyze(request, log: { progress.note($0) }, announce: log)
      progress.stop()
      if format != .none { try AnalysisOutput.write(analysis, to: folder, formats: format.rawValue) }
      print(AnalysisOutput.summary(analysis, writtenTo: format == .none ? nil : folder))
    }
  }

}
