import ArchLab
import ArgumentParser
import Foundation
import Growth
import Mutation
import Pipeline

/// `archlab mutate`: mutation testing of the architecture modules against their unit
/// tests and the acceptance suite.
struct MutateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mutate",
    abstract:
      "Measure how well the tests catch small changes to the architecture modules (mutation testing).",
    discussion: """
      Every mutant of the chosen modules is compiled into one build of a copy under .build-mutation/, \
      behind a switch read at run time; the tests run once per mutant and suite. The workspace is only \
      read. Results go to --output as <arch>.json. See Sources/Harness/Mutation/README.md.
      """)

  /// The suites a run uses.
  enum SuiteChoice: String, ExpressibleByArgument, CaseIterable {
    case unit, acceptance, both

    var suites: [MutationSuite] {
      switch self {
      case .unit: [.unit]
      case .acceptance: [.acceptance]
      case .both: MutationSuite.allCases
      }
    }
  }

  @Option(
    name: .customLong("arch"),
    help: "An architecture to mutate (repeat for several; every one by default).")
  var architectures: [Architecture] = []

  @Option(help: "The suites each mutant runs against: unit, acceptance or both.")
  var suite: SuiteChoice = .both

  @Option(help: "Test processes run at once (default: the number of cores).")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  @Option(
    help: ArgumentHelp(
      "The folder the results are written to, relative to the root (default: Reports/mutation, or with --step Reports/growth/mutation for the grown app and Reports/growth/step-N-mutation for another step).",
      valueName: "folder"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "The step of the growth series to mutate (0 is today's app; see archlab growth list). The step's package is written aside, in .build/growth/, and mutated there; the workspace is only read.",
      valueName: "N"))
  var step: String?

  @Option(help: "A file to lock (flock) while building, so that builds on a shared machine queue.")
  var buildLock: String?

  @Flag(help: "Only run the architectures whose cached results are missing or stale.")
  var onlyStale = false

  @OptionGroup var workspace: WorkspaceOption

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    if let step {
      do {
        _ = try GrowthSeries(root: workspace.url).number(step)
      } catch .noSeries(let path) {
        throw ValidationError("--step: no growth series here: \(path) has no step folders (01-…)")
      } catch {
        throw ValidationError("--step: \(error.description)")
      }
    }
  }

  /// The package mutated and the results folder's default: the workspace, or with `--step`
  /// the step's package, written now (the grown app's where the report reads it).
  private func target() async throws -> (root: URL, output: String) {
    let workspace = self.workspace.url
    guard let step else { return (workspace, "Reports/mutation") }
    let series = try growth { try GrowthSeries(root: workspace) }
    let number = try growth { try series.number(step) }
    guard number > 0 else { return (workspace, "Reports/mutation") }
    let grown = number == series.last
    let tree =
      grown
      ? ReportPipeline.grownTree(series)
      : GrowthTree(series: series, location: workspace.appending(path: ".build/growth/step-\(number)"))
    log("Writing step \(number) of the growth series in \(tree.location.path)…")
    let (_, written, removed) = try await growth { try await tree.materialize(step: number) }
    log("  \(written.count) files written, \(removed.count) removed.")
    return (
      tree.location, grown ? ReportPipeline.grownMutationFolder : "Reports/growth/step-\(number)-mutation"
    )
  }

  func run() async throws {
    let (root, defaultOutput) = try await target()
    let outputFolder = URL(fileURLWithPath: output ?? defaultOutput, relativeTo: workspace.url)
      .standardizedFileURL
    var configuration = MutationConfiguration.archLab(
      root: root, architectures: architectures.isEmpty ? Architecture.allCases : architectures,
      suites: suite.suites, jobs: jobs, output: outputFolder, buildLock: buildLock)
    if onlyStale {
      let stale = MutationCache.staleModules(in: configuration)
      let fresh = configuration.modules.filter { !stale.contains($0) }
      if !fresh.isEmpty { log("Cached results are fresh for \(fresh.map(\.name).joined(separator: ", ")).") }
      guard !stale.isEmpty else { return }
      configuration.modules = stale
    }
    let results: [ModuleMutationResult]
    do {
      results = try await MutationEngine(configuration).run { event in
        switch event {
        case .step(let line): log(line)
        case .progress(let progress): log(progress.line)
        }
      }
    } catch let error as MutationError {
      throw CLIError(error.description)
    }
    print(MutationTable.lines(results).joined(separator: "\n"))
    if let timing = results.first?.timing {
      print(
        "Took \(Int(timing.totalSeconds.rounded())) s (build \(Int(timing.buildSeconds.rounded())) s in "
          + "\(timing.buildRounds) round(s), runs \(Int(timing.mutantSeconds.rounded())) s on \(timing.jobs) processes). "
          + "Results: \(configuration.output.path)/")
    }
  }

  private func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
