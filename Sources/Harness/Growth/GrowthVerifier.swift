import ArchLab
import Foundation
import HarnessSupport
import TestRuns

/// Proves every step of the growth series: the package at that step builds, every
/// architecture's unit tests pass and run the whole case book, the acceptance suite
/// (with the grown cases the step brings) passes, and so do the workshop's acceptance
/// tests of the changes the step holds. One build per step, in one ``GrowthTree``
/// kept from step to step. Each proof is recorded in `Reports/growth/step-N.json` with
/// the key it holds for (the step's files, the toolchain, the tests run): a step whose
/// recorded proof has the key of its files now is not built again, unless asked.
public struct GrowthVerifier: Sendable {
  /// The folders a step's tests read at run time beside their sources: the scripted
  /// sessions (`Examples`) and the workshop with the growth series (`Workshop`), their
  /// Markdown aside (``isProseOnly(_:)``). Not `Docs`, which no test a proof runs reads
  /// (the documents' tests are the harness's), so that a change to a document proves no
  /// step again.
  public static let dataFolders = ["Examples", "Workshop"]

  /// Whether `path` is a document a proof's tests never read: Markdown in a data folder (the
  /// workshop's sheets and guides; the tests read its patches, scripts and transcripts).
  static func isProseOnly(_ path: String) -> Bool {
    path.hasSuffix(".md") && dataFolders.contains { path.hasPrefix($0 + "/") }
  }

  /// The shared test targets run at every step besides the architectures' own.
  public static let sharedTargets = [
    "AcceptanceTests", "ExerciseTests", "StorageTests", "EntitiesTests", "ScreenKitTests", "TourScriptTests",
  ]
  /// The reliability tests run at every step: the memory check (every screen freed).
  public static let reliabilityFilter = "ReliabilityTests\\.Reliability/MemoryTests"

  /// The tree the steps are built in.
  public var tree: GrowthTree

  /// A verifier building in `tree`.
  public init(tree: GrowthTree) {
    self.tree = tree
  }

  /// Where proofs are recorded, relative to the root.
  public static let folder = "Reports/growth"

  /// Where proofs are recorded.
  public var proofs: URL { tree.series.root.appending(path: Self.folder) }

  /// The recorded proof of step `number`, whatever its key.
  public func recorded(step number: Int) -> StepProof? {
    Self.kept(step: number).load(from: proofs)
  }

  /// The proof of step `number` kept in ``proofs`` (`step-N.json`), under its key.
  static func kept(step number: Int) -> KeptResult<StepProof> {
    KeptResult(fileName: "step-\(number).json", format: .readableEscapingSlashes, key: \.key)
  }

  /// The key a proof of files with `key` holds for: the files, the toolchain and the tests run.
  static func proofKey(files key: String) async -> String {
    InputFingerprint(
      header: "\(key)\n\(await Toolchain.swiftVersion())\n\(sharedTargets)\n\(reliabilityFilter)\n"
    )
    .digest
  }

  /// The key a proof of a step's `files` holds for: that of the files its test package
  /// reads (``provenFiles(_:)``), the toolchain and the tests run.
  func proofKey(_ files: [String: Data]) async throws(GrowthError) -> String {
    await Self.proofKey(files: GrowthTree.key(try provenFiles(files)))
  }

  /// Of a step's `files`, those its proof reads: the folders of the targets of its test
  /// package (``testTargets`` and what they depend on, read from the workspace's manifest)
  /// and the data folders its tests read (``dataFolders``), with, as `Package.swift`, that package's manifest
  /// (``ScopedPackage/manifestText(of:in:)``) rather than the workspace's. The harness and the
  /// command-line tool are not among them, nor a target no test needs: a change there proves
  /// no step again.
  func provenFiles(_ files: [String: Data]) async throws(GrowthError) -> [String: Data] {
    let (folders, manifest) = try await provenInputs()
    var proven = files.filter { path, _ in
      folders.contains { path.hasPrefix($0 + "/") } && !Self.isProseOnly(path)
    }
    proven["Package.swift"] = Data(manifest.utf8)
    return proven
  }

  /// The folders a step's proof reads and the manifest of its test package (``provenFiles(_:)``).
  func provenInputs() async throws(GrowthError) -> (folders: [String], manifest: String) {
    do {
      let manifest = try await ScopedPackage.dumpedManifest(of: tree.series.root)
      return (
        try ScopedPackage.closure(of: Self.testTargets, in: manifest).map(ScopedPackage.folder(of:))
          + Self.dataFolders,
        try ScopedPackage.manifestText(of: Self.testTargets, in: manifest)
      )
    } catch {
      throw .file("cannot read which targets a step's tests need: \(error)")
    }
  }

  /// The recorded proof of step `number` if it holds for its files now, without building anything.
  public func fresh(step number: Int) async throws(GrowthError) -> StepProof? {
    let key = try await proofKey(try await tree.files(at: number))
    guard let proof = recorded(step: number), proof.key == key, proof.succeeded else { return nil }
    return proof
  }

  /// Proves step `number`, or returns the proof kept for the same files; `progress`
  /// gets a line at least for every build line and test suite.
  public func verify(
    step number: Int, reusing: Bool = true, progress: @escaping @Sendable (String) -> Void
  ) async throws(GrowthError) -> (proof: StepProof, reused: Bool) {
    let files = try await tree.files(at: number)
    let key = try await proofKey(files)
    if reusing, let proof = recorded(step: number), proof.key == key, proof.succeeded {
      return (proof, true)
    }
    let (_, written, removed) = try tree.materialize(files)
    progress("step \(number): \(written.count) files written, \(removed.count) removed; building…")
    let package = try await testPackage()
    let build = StepBuild(tree: tree, package: package)
    let started = Date()
    try await build.build(["--build-tests"], step: number, progress: progress)
    var (proof, crashed) = try await test(step: number, key: key, in: package, progress: progress)
    if crashed {
      // A crash after an incremental build may be code compiled against an older layout of a
      // changed type: build the project's targets again from scratch, and test once more.
      progress("step \(number): the tests crashed; building the project's targets again from scratch…")
      build.forgetOwnTargets()
      try await build.build(["--build-tests"], step: number, progress: progress)
      (proof, crashed) = try await test(step: number, key: key, in: package, progress: progress)
    }
    proof.buildSeconds = Date().timeIntervalSince(started) - proof.testSeconds
    if proof.succeeded {
      do {
        try Self.kept(step: number).save(proof, in: proofs)
      } catch {
        progress("step \(number): proved, but the proof could not be kept: \(error)")
      }
    }
    return (proof, false)
  }

  /// The test targets a step runs: every architecture's unit tests, the shared ones,
  /// and the reliability tests (of which the memory check runs).
  static var testTargets: [String] {
    Architecture.allCases.map { "\($0.moduleName)Tests" } + sharedTargets + ["ReliabilityTests"]
  }

  /// The package the steps' tests are built and run in: the tree's ``testTargets`` and
  /// what they need (``ScopedPackage``), so that no step builds the harness or swift-syntax.
  private func testPackage() async throws(GrowthError) -> URL {
    do {
      return try await ScopedPackage.make(
        workspace: tree.location, at: tree.testsLocation, tests: Self.testTargets
      )
      .root
    } catch {
      throw .file("cannot make the package of the tests in \(tree.testsLocation.path): \(error)")
    }
  }

  /// Runs the step's tests in `package`, already built.
  private func test(
    step number: Int, key: String, in package: URL, progress: @escaping @Sendable (String) -> Void
  ) async throws(GrowthError) -> (StepProof, crashed: Bool) {
    let exercises = tree.series.steps.prefix(number).map(\.id)
    let targets = Architecture.allCases.map { "\($0.moduleName)Tests" } + Self.sharedTargets
    let filter = (targets.map { "^\($0)\\." } + ["^" + Self.reliabilityFilter]).joined(separator: "|")
    let started = Date()
    let lines = LineSplitter(progress)
    let outcome: SwiftTestRunner.Outcome
    do {
      outcome = try await SwiftTestRunner(root: package).run(
        ["--skip-build", "--filter", filter],
        environment: ["ARCHLAB_EXERCISE": exercises.isEmpty ? "none" : exercises.joined(separator: ";")],
        echo: { chunk in lines.feed(chunk) })
    } catch {
      throw .file("cannot run the tests of step \(number): \(error)")
    }
    lines.flush()
    let run = outcome.run
    let book = CaseBookTally.bookIDs(acceptance: run)
    let acceptanceFailures = Self.failures(in: run, target: "AcceptanceTests")
    let architectures = Architecture.allCases.map { architecture in
      let target = "\(architecture.moduleName)Tests"
      return StepProof.ArchitectureResult(
        architecture: architecture, unitTests: Self.result(of: run, target: target),
        casesRun: CaseBookTally.casesRun(in: run, target: target, book: book).count, casesTotal: book.count,
        acceptanceFailures: acceptanceFailures.filter { Self.names(architecture, $0) })
    }
    var shared = Self.sharedTargets.map { Self.result(of: run, target: $0) }
    shared.append(Self.result(of: run, target: "ReliabilityTests"))
    if exercises.isEmpty { shared.removeAll { $0.target == "ExerciseTests" } }
    let proof = StepProof(
      step: number, key: key, exercises: exercises, architectures: architectures, shared: shared,
      buildSeconds: 0,
      testSeconds: Date().timeIntervalSince(started))
    return (proof, !run.finished)
  }

  /// The results of `target`'s tests in `run` (skipped tests are not counted).
  static func result(of run: TestRun, target: String) -> StepProof.TargetResult {
    let tests = run.tests.filter {
      $0.id.hasPrefix(target + ".") && $0.status != .skipped && $0.status != .notRun
    }
    return StepProof.TargetResult(
      target: target, ran: tests.count, passed: tests.filter { $0.status == .passed }.count,
      failures: failures(in: run, target: target))
  }

  /// One line per failing test of `target`: its name, then its first issue and the case it was in.
  static func failures(in run: TestRun, target: String) -> [String] {
    run.failed.filter { $0.id.hasPrefix(target + ".") }.flatMap { test -> [String] in
      let issues = test.failingIssues
      guard !issues.isEmpty else { return ["\(test.title): did not finish"] }
      // One line per case that failed, so that each names its architecture.
      var seen = Set<String>()
      return issues.compactMap { issue in
        let arguments = issue.arguments.map { " [\($0.values.joined(separator: ", "))]" } ?? ""
        guard seen.insert(arguments).inserted else { return nil }
        return "\(test.title)\(arguments) — \(issue.description)"
      }
    }
  }

  /// Whether a failure line concerns `architecture` (its raw name as a case argument).
  static func names(_ architecture: Architecture, _ failure: String) -> Bool {
    failure.range(
      of: "(?<![A-Za-z-])\(NSRegularExpression.escapedPattern(for: architecture.rawValue))(?![A-Za-z-])",
      options: .regularExpression) != nil
  }
}
