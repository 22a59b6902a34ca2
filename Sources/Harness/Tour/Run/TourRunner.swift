import ArchLab
import Foundation
import HarnessSupport
import TestRuns
import TourScript

/// Runs every tour step in the instrumented test build and turns the profiles
/// into each action's columns.
public struct TourRunner: Sendable {
  /// The Swift Testing test that plays the step named in the environment (Tests/Harness/TourScriptTests).
  public static let stepTest = "theStepNamedByTheEnvironmentRuns"

  /// The workspace root.
  public var root: URL
  /// The instrumented build folder, shared with the report's coverage run.
  public var scratch: URL

  /// Creates a runner.
  public init(root: URL, scratch: URL) {
    self.root = root
    self.scratch = scratch
  }

  /// Builds the instrumented tests and checks the tour's script in every
  /// architecture (the `TourScriptTests` target), then plays each of `actions` (today's
  /// app's by default) twice per architecture and keeps the lines the action ran: one
  /// column per architecture, per action.
  public func run(actions: [TourAction] = TourAction.today, log: @escaping @Sendable (String) -> Void)
    async throws
    -> [TourAction: [TourColumn]]
  {
    let progress = ProgressLine()
    progress.start(log: log)
    let outcome = try await SwiftTestRunner(root: root).run(
      ["--enable-code-coverage", "--scratch-path", scratch.path, "--filter", "TourScriptTests\\."],
      echo: progress.note)
    progress.stop()
    guard outcome.status == 0, outcome.run.succeeded else {
      let failures = outcome.run.failureSummaries
      if failures.isEmpty { log(outcome.buildErrors) }
      throw HarnessError.testsFailed(
        failures.isEmpty ? ["(the tour's tests did not run; see above)"] : failures)
    }
    let tools = try ProfileTools()
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-tour-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = try sourceTexts()
    let paths = sources.keys.sorted().map { root.appendingPathComponent($0).path }
    var columns: [TourAction: [TourColumn]] = [:]
    for action in actions {
      let started = ContinuousClock.now
      // Each architecture's steps run in processes of their own, their profiles in files of
      // their own: as many at once as the machine has cores, the columns kept in order.
      columns[action] = try await Self.inParallel(Architecture.allCases) { architecture in
        try await column(action, architecture, tools: tools, folder: folder, sources: sources, paths: paths)
      }
      log("  tour: \(action.title) (\(Int((ContinuousClock.now - started).components.seconds)) s)")
    }
    return columns
  }

  /// `action` played in `architecture` from its start and through the action: the lines it ran.
  private func column(
    _ action: TourAction, _ architecture: Architecture, tools: ProfileTools, folder: URL,
    sources: [String: String], paths: [String]
  ) async throws -> TourColumn {
    var counts: [TourPhase: ExecutionCounts] = [:]
    var bodies: Int?
    for phase in TourPhase.allCases {
      let step = TourStep(action: action, architecture: architecture, phase: phase)
      let name = "\(action.rawValue)-\(architecture.rawValue)-\(phase.rawValue)"
      let profile = folder.appending(path: "\(name).profraw")
      let bodyCount = folder.appending(path: "\(name).bodies")
      try await play(step, writingTo: profile, bodyCount: bodyCount)
      counts[phase] = try await tools.counts(profile: profile, binary: binary, sources: paths, root: root)
      if phase == .action, architecture.isSwiftUIShaped { bodies = try Self.readCount(bodyCount) }
    }
    let executed = ExecutionCounts.executed(
      before: counts[.start] ?? .init(), after: counts[.action] ?? .init())
    var column = TourColumn(architecture: architecture, executed: executed, sources: sources)
    column.bodyEvaluations = bodies
    return column
  }

  /// `work` of each of `items`, at most `width` at once (by default the machine's cores), in
  /// the items' order; the first error thrown is rethrown once the others are done.
  static func inParallel<Item: Sendable, Value: Sendable>(
    _ items: [Item], width: Int = ProcessInfo.processInfo.activeProcessorCount,
    _ work: @escaping @Sendable (Item) async throws -> Value
  ) async throws -> [Value] {
    try await withThrowingTaskGroup(of: (Int, Value).self) { group in
      var results: [Int: Value] = [:]
      var next = 0
      for _ in 0..<max(1, min(width, items.count)) {
        let index = next
        group.addTask { (index, try await work(items[index])) }
        next += 1
      }
      while let (index, value) = try await group.next() {
        results[index] = value
        if next < items.count {
          let index = next
          group.addTask { (index, try await work(items[index])) }
          next += 1
        }
      }
      return items.indices.compactMap { results[$0] }
    }
  }

  /// The environment of the process that plays `step`: `inherited`, with the profile's
  /// path, the step, and one hash seed for every step (Observation tells a property's
  /// observers in the order of a `Set<Int>`, which a per-process random seed reshuffles:
  /// TCA's view updates, README).
  static func environment(
    for step: TourStep, profile: URL, bodyCount: URL? = nil, inheriting inherited: [String: String]
  ) -> [String: String] {
    var environment = inherited
    environment["LLVM_PROFILE_FILE"] = profile.path
    environment[TourStep.bodyCountVariable] = bodyCount?.path
    environment[TourStep.environmentVariable] = step.description
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    return environment
  }

  /// `command` run with the same addresses in every process (`setarch -R`, util-linux, where
  /// it is installed), else as it is.
  ///
  /// A hash of a type's or an object's address (`ObjectIdentifier`, as ScreenUI's view paths
  /// hash a view's type) changes with the addresses the system draws for each process, and
  /// with it which keys of a `Dictionary` share a bucket: an `==` then runs more or fewer
  /// times, and a line counted as the action's came and went between two tours of the same
  /// code (ScreenUI's `ViewType.==` in Invalid due date, 851 or 852 shared lines).
  static func fixedAddresses(_ command: [String], setarch: String? = setarchPath) -> [String] {
    guard let setarch else { return command }
    return [setarch, "-R"] + command
  }

  /// Where `setarch` is, if this machine has it.
  static let setarchPath: String? = ["/usr/bin/setarch", "/bin/setarch"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  private var binary: URL { scratch.appending(path: "debug/ArchLabPackageTests.xctest") }

  /// Runs the test bundle once for `step`, its profile written to `profile`.
  private func play(_ step: TourStep, writingTo profile: URL, bodyCount: URL) async throws {
    let result = try await Shell.run(
      Self.fixedAddresses([binary.path, "--testing-library", "swift-testing", "--filter", Self.stepTest]),
      in: root,
      environment: Self.environment(
        for: step, profile: profile, bodyCount: bodyCount, inheriting: ProcessInfo.processInfo.environment))
    guard result.status == 0 else {
      throw HarnessError.testsFailed(["tour step \(step): \(result.output.suffix(800))"])
    }
    guard FileManager.default.fileExists(atPath: profile.path) else {
      throw HarnessError.tool(
        "tour step \(step) wrote no profile at \(profile.path): is \(binary.path) built with --enable-code-coverage?"
      )
    }
  }

  /// The body evaluations a step's process wrote to `file`.
  static func readCount(_ file: URL) throws -> Int {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    guard let count = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw HarnessError.tool("the tour step wrote no body count to \(file.path) (it wrote \"\(text)\")")
    }
    return count
  }

  /// The text of every Swift file of the architecture modules and the shared targets, by path from the root.
  private func sourceTexts() throws -> [String: String] {
    try Self.sourceTexts(
      root: root,
      folders: Set(Architecture.allCases.flatMap(TourColumn.folders(of:))).sorted() + TourColumn.sharedFolders
    )
  }

  /// The text of every Swift file under `folders` (each ending in `/`) of the package at `root`,
  /// by path from the root. A folder may be a symbolic link, as a ``ScopedPackage``'s targets
  /// are: it is read where it points (an enumerator does not go into a link).
  static func sourceTexts(root: URL, folders: [String]) throws -> [String: String] {
    var texts: [String: String] = [:]
    for folder in folders {
      let url = root.appendingPathComponent(folder).resolvingSymlinksInPath()
      for relative in FileTree.files(under: url) where relative.hasSuffix(".swift") {
        texts[folder + relative] = try String(contentsOf: url.appending(path: relative), encoding: .utf8)
      }
    }
    return texts
  }
}
