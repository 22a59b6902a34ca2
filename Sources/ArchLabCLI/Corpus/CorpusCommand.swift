import Analyzer
import ArgumentParser
import Foundation

/// `archlab corpus`: the labelled corpus of public apps (`Docs/Corpus.md`) measured from clones,
/// and how often `archlab analyze` names what each app's own docs state.
struct CorpusCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "corpus",
    abstract:
      "Measure the labelled corpus of public apps from clones, and report the analyzer's accuracy on it.",
    subcommands: [
      CorpusMeasureCommand.self, CorpusReportCommand.self, CorpusSampleRolesCommand.self,
      CorpusRolesCommand.self,
    ])
}

/// Which half of the corpus a command reads.
enum CorpusHalfOption: String, ExpressibleByArgument, CaseIterable {
  case tuning
  case heldOut = "held-out"
  case all

  /// The apps of `corpus` this option names.
  func apps(of corpus: Corpus) -> [CorpusApp] {
    switch self {
    case .tuning: corpus.apps(in: .tuning)
    case .heldOut: corpus.apps(in: .heldOut)
    case .all: corpus.apps
    }
  }
}

/// `archlab corpus measure --clones DIR`.
struct CorpusMeasureCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract:
      "Measure each corpus app from its clone at the pinned commit (read-only, through git's plumbing).",
    discussion: """
      DIR holds one clone per app, as <owner>+<name>, <owner>/<name> or <name> (a repository, or a folder \
      holding one as repo/); nothing is checked out or written there. Each app's figures go to \
      Reports/corpus/<owner>+<name>.json: ArchLab's own measurements, no code of the app. The held-out half is \
      for reporting accuracy only (Docs/Corpus.md).
      """)

  @Option(help: "The folder of clones.")
  var clones: String

  @Option(help: "The half to measure: tuning, held-out or all.")
  var half: CorpusHalfOption = .tuning

  @Option(help: "Only these apps (owner/name), any number of times.")
  var only: [String] = []

  @Option(help: "Where the figures go.")
  var output = "Reports/corpus"

  @Option(help: "The ArchLab checkout (its Docs/Corpus.yml and reference modules).")
  var archlabRoot = "."

  func run() async throws {
    let root = URL(fileURLWithPath: archlabRoot).standardizedFileURL
    try await reportingCorpusErrors {
      let corpus = try Corpus.load(root: root)
      let unknown = only.filter { repo in !corpus.apps.contains { $0.repo == repo } }
      guard unknown.isEmpty else {
        FileHandle.standardError.write(
          Data(
            "Error: not in Docs/Corpus.yml: \(unknown.joined(separator: ", ")) (give owner/name as listed)\n"
              .utf8))
        throw ExitCode(64)
      }
      let apps = half.apps(of: corpus).filter { only.isEmpty || only.contains($0.repo) }
      let measurer = CorpusMeasurer(
        clones: URL(fileURLWithPath: clones).standardizedFileURL, archlabRoot: root,
        output: URL(fileURLWithPath: output, relativeTo: root).standardizedFileURL)
      let figures = try await measurer.measure(apps) { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
      print("Measured \(figures.count) apps into \(output)/.")
    }
  }
}

/// `archlab corpus report`.
struct CorpusReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract:
      "Top-1 and top-2 accuracy, the confusion matrix and every app's answer, from the measured figures.")

  @Option(help: "The half to report: tuning, held-out or all.")
  var half: CorpusHalfOption = .tuning

  @Option(help: "Where the figures are.")
  var figures = "Reports/corpus"

  @Option(help: "The ArchLab checkout (its Docs/Corpus.yml).")
  var archlabRoot = "."

  func run() throws {
    let root = URL(fileURLWithPath: archlabRoot).standardizedFileURL
    let corpus: Corpus
    do { corpus = try Corpus.load(root: root) } catch {
      FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
      throw ExitCode(65)
    }
    let folder = URL(fileURLWithPath: figures, relativeTo: root).standardizedFileURL
    var measured: [CorpusFigures] = []
    var missing: [String] = []
    for app in half.apps(of: corpus) {
      let file = folder.appending(path: app.repo.replacingOccurrences(of: "/", with: "+") + ".json")
      guard let data = try? Data(contentsOf: file),
        let read = try? JSONDecoder().decode(CorpusFigures.self, from: data),
        read.commit == app.commit
      else {
        missing.append(app.repo)
        continue
      }
      measured.append(read)
    }
    print(
      CorpusAccuracy(measured).markdown(title: "The \(half.rawValue) half: \(measured.count) apps measured"))
    if !missing.isEmpty {
      print(
        "Not measured at their pinned commit (run archlab corpus measure): \(missing.joined(separator: ", "))."
      )
    }
  }
}

/// `archlab corpus sample-roles --clones DIR`.
struct CorpusSampleRolesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sample-roles",
    abstract: "Draw the types to label by hand for role accuracy (Docs/CorpusRoles.md), unlabelled.",
    discussion: """
      Writes Docs/CorpusRoles.yml with each drawn type's name, file and line and an empty role, for labelling \
      from the code by the guide in Docs/CorpusRoles.md. It never replaces a file that exists: labels are work.
      """)

  @Option(help: "The folder of clones.")
  var clones: String

  @Option(
    help: "The half to draw from: held-out (Docs/CorpusRoles.yml) or tuning (Docs/CorpusRolesTuning.yml).")
  var half: RoleHalfOption = .heldOut

  @Option(help: "The ArchLab checkout (its Docs/Corpus.yml).")
  var archlabRoot = "."

  func run() async throws {
    let root = URL(fileURLWithPath: archlabRoot).standardizedFileURL
    let path = RoleLabels.path(for: half.half)
    let file = root.appending(path: path)
    guard !FileManager.default.fileExists(atPath: file.path) else {
      let labelled = (try? RoleLabels.load(root: root, half: half.half))?.labelledCount
      FileHandle.standardError.write(
        Data(
          "Error: \(path) exists\(labelled.map { " (\($0) types labelled)" } ?? ""); it is left as it is. Move it away first to draw the sample again.\n"
            .utf8))
      throw ExitCode(73)
    }
    try await reportingCorpusErrors {
      let corpus = try Corpus.load(root: root)
      let measurer = CorpusMeasurer(
        clones: URL(fileURLWithPath: clones).standardizedFileURL, archlabRoot: root,
        output: root.appending(path: "Reports/corpus"))
      let sample = try await measurer.sampleRoles(of: corpus, half: half.half)
      try sample.yaml().write(to: file, atomically: true, encoding: .utf8)
      print(
        "Drew \(sample.apps.reduce(0) { $0 + $1.types.count }) types of \(sample.apps.count) \(half.rawValue) apps into \(path)."
      )
    }
  }
}

/// `archlab corpus roles --clones DIR`.
struct CorpusRolesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "roles",
    abstract:
      "Role accuracy per type: the classifier's answer for each type labelled in Docs/CorpusRoles.yml.",
    discussion: """
      Classifies each labelled app whole at its pinned commit, as archlab analyze does, and compares each \
      labelled type's role family with its label. Writes the rows to Reports/corpus/roles.json and prints the \
      accuracy, per app, the confusion matrix and every type answered wrong.
      """)

  @Option(help: "The folder of clones.")
  var clones: String

  @Option(
    help:
      "The half's labels to score: tuning (Docs/CorpusRolesTuning.yml) or held-out (Docs/CorpusRoles.yml).")
  var half: RoleHalfOption = .tuning

  @Option(help: "Where the rows go (default: Reports/corpus/roles-<half>.json).")
  var output: String?

  @Option(help: "The ArchLab checkout (its Docs/CorpusRoles.yml).")
  var archlabRoot = "."

  func run() async throws {
    let root = URL(fileURLWithPath: archlabRoot).standardizedFileURL
    let output = output ?? "Reports/corpus/roles-\(half.rawValue).json"
    try await reportingCorpusErrors {
      let labels = try RoleLabels.load(root: root, half: half.half)
      let measurer = CorpusMeasurer(
        clones: URL(fileURLWithPath: clones).standardizedFileURL, archlabRoot: root,
        output: root.appending(path: "Reports/corpus"))
      let accuracy = try await measurer.roleAccuracy(of: labels)
      let file = URL(fileURLWithPath: output, relativeTo: root).standardizedFileURL
      try accuracy.write(to: file)
      print(accuracy.markdown(half: half.rawValue))
    }
  }
}

/// Which half's role sample a command reads.
enum RoleHalfOption: String, ExpressibleByArgument, CaseIterable {
  case tuning
  case heldOut = "held-out"

  var half: CorpusApp.Half { self == .tuning ? .tuning : .heldOut }
}

/// Runs `body`, turning the corpus's and the analyzer's errors into one line on standard error
/// and their exit status: 65 for a malformed corpus or labels file, the analyzer's own otherwise.
func reportingCorpusErrors(_ body: () async throws -> Void) async throws {
  do {
    try await body()
  } catch let error as CorpusError {
    FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
    throw ExitCode(65)
  } catch let error as AnalyzerError {
    FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
    throw ExitCode(error.exitCode)
  }
}
