import Foundation
import HarnessSupport

@testable import Mutation

/// One run of the engine on a copy of `Fixtures/Tiny` made a git repository, shared by
/// the fixture tests: the results, and fingerprints of the copy's files before and after.
struct FixtureRun: Sendable {
  /// The fixture package.
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/Tiny")

  /// The run, made once for all the tests that read it.
  static let shared = Task { try await FixtureRun() }

  /// SHA-256 of every tracked and untracked (not ignored) file, by path, before the run.
  var before: [String: String]
  /// The same after the run.
  var after: [String: String]
  /// The module's results.
  var result: ModuleMutationResult
  /// The results as read back from the output folder.
  var written: ModuleMutationResult?
  /// Whether the cache called the results fresh right after the run.
  var freshAfterRun: Bool
  /// Whether it still did after a source file changed.
  var freshAfterEdit: Bool
  /// Whether results of the sources as they were called fresh after a data file changed.
  var freshAfterDataEdit: Bool
  /// Whether they were after a README was written beside the module's sources.
  var freshAfterReadme: Bool
  /// The progress reports sent.
  var progress: [MutationProgress]
  /// Seconds the run took.
  var seconds: Double

  private init() async throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-fixture-\(UUID())")
    let workspace = base.appendingPathComponent("Tiny")
    let output = base.appendingPathComponent("results")
    defer { try? FileManager.default.removeItem(at: base) }
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.fixture, to: workspace)
    try ".build*\n".write(
      to: workspace.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
    try "scratch notes\n".write(
      to: workspace.appendingPathComponent("untracked.txt"), atomically: true, encoding: .utf8)
    for arguments in [
      ["git", "init", "-q"], ["git", "add", "Package.swift", "Sources", "Tests", "Data", ".gitignore"],
      ["git", "-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-qm", "fixture"],
    ] {
      let git = try await Shell.run(arguments, in: workspace)
      guard git.status == 0 else {
        throw MutationError.tool("\(arguments.joined(separator: " ")): \(git.output)")
      }
    }
    before = try await Self.fingerprints(of: workspace)
    let configuration = MutationConfiguration(
      root: workspace,
      modules: [
        MutationModule(
          name: "Calc", key: "calc", unitTests: "CalcTests", acceptanceEnvironment: ["FIXTURE_MODULE": "calc"]
        )
      ], acceptanceTests: "AcceptanceTests", sharedInputs: ["Tests/AcceptanceTests"], dataFolders: ["Data"],
      jobs: 2,
      output: output,
      timeoutFloor: 2)
    let events = EventLog()
    let start = ContinuousClock.now
    let results = try await MutationEngine(configuration).run { events.append($0) }
    seconds = Seconds.since(start)
    after = try await Self.fingerprints(of: workspace)
    guard let result = results.first else { throw MutationError.request("no result") }
    self.result = result
    written = MutationCache.load(configuration.modules[0], in: configuration)
    freshAfterRun =
      written.map { MutationCache.isFresh($0, for: configuration.modules[0], in: configuration) } ?? false
    try "# Calc\n".write(
      to: workspace.appendingPathComponent("Sources/Calc/README.md"), atomically: true, encoding: .utf8)
    freshAfterReadme = MutationCache.isFresh(result, for: configuration.modules[0], in: configuration)
    let boundary = workspace.appendingPathComponent("Data/boundary.txt")
    try "100 \n".write(to: boundary, atomically: true, encoding: .utf8)
    freshAfterDataEdit = MutationCache.isFresh(result, for: configuration.modules[0], in: configuration)
    let rules = workspace.appendingPathComponent("Sources/Calc/Rules.swift")
    try (String(contentsOf: rules, encoding: .utf8) + "\n").write(
      to: rules, atomically: true, encoding: .utf8)
    freshAfterEdit = MutationCache.isFresh(result, for: configuration.modules[0], in: configuration)
    progress = events.progress
  }

  /// The fingerprint of every file git tracks or would track under `root`.
  static func fingerprints(of root: URL) async throws -> [String: String] {
    let list = try await Shell.run(
      ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
    var fingerprints: [String: String] = [:]
    for path in list.standardOutput.split(separator: "\0").map(String.init) {
      let data = try Data(contentsOf: root.appendingPathComponent(path))
      fingerprints[path] = SHA256.hex(data)
    }
    return fingerprints
  }

  /// The mutants at `line` of `file` made by `mutationOperator` into `mutated`.
  func mutant(_ file: String, line: Int, _ mutationOperator: MutationOperator, to mutated: String)
    -> MutantResult?
  {
    result.mutants.first {
      $0.mutant.file.hasSuffix(file) && $0.mutant.line == line
        && $0.mutant.mutationOperator == mutationOperator
        && $0.mutant.mutated == mutated
    }
  }
}

/// The events of a run, collected from the engine's threads.
private final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [MutationEvent] = []

  func append(_ event: MutationEvent) {
    lock.lock()
    events.append(event)
    lock.unlock()
  }

  var progress: [MutationProgress] {
    lock.lock()
    defer { lock.unlock() }
    return events.compactMap {
      if case .progress(let progress) = $0 { return progress }
      return nil
    }
  }
}
