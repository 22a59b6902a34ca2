import Foundation

/// A run's preparation: the scratch copy's files, the mutated files with their numbered
/// mutants, and how to run the copy's tests.
struct MutationPlan: Sendable {
  /// The configuration.
  var configuration: MutationConfiguration
  /// The modules, as configured.
  var modules: [MutationModule]
  /// The scratch copy.
  var scratch: ScratchPackage
  /// Where the runs' event streams and coverage files go.
  var runs: URL
  /// The copy's files that are not mutated (relative path → content), the reduced
  /// `Package.swift` and the switch files included.
  var unchangedFiles: [String: Data]
  /// The mutated files, in module then path order.
  var files: [MutatedFile]
  /// The test bundle the build makes.
  var bundle: URL

  /// Reads the workspace and numbers the mutants; nothing is written yet.
  init(_ configuration: MutationConfiguration) throws {
    self.configuration = configuration
    modules = configuration.modules
    guard !modules.isEmpty else { throw MutationError.request("no module to mutate") }
    guard !configuration.suites.isEmpty else { throw MutationError.request("no suite to run") }
    let root = configuration.root
    guard let text = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    else {
      throw MutationError.file("no readable Package.swift in \(root.path)")
    }
    let manifest = try PackageManifest(source: text, root: root)
    var testTargets: [String] = []
    for module in modules {
      guard manifest.target(module.name) != nil else {
        throw MutationError.request("Package.swift has no target \(module.name) to mutate")
      }
      if configuration.suites.contains(.unit) { testTargets.append(module.unitTests) }
    }
    if configuration.suites.contains(.acceptance) { testTargets.append(configuration.acceptanceTests) }
    for name in testTargets where manifest.target(name) == nil {
      throw MutationError.request("Package.swift has no test target \(name)")
    }
    let kept = manifest.closure(of: testTargets)
    for module in modules where !kept.contains(module.name) {
      throw MutationError.request("no test target of the chosen suites depends on \(module.name)")
    }
    var unchanged: [String: Data] = ["Package.swift": Data(manifest.reduced(keeping: kept).utf8)]
    for name in kept.sorted() {
      guard let target = manifest.target(name) else { continue }
      let folder = root.appendingPathComponent(target.path)
      for path in ScratchPackage.files(under: folder) {
        unchanged[target.path + "/" + path] = FileManager.default.contents(
          atPath: folder.appendingPathComponent(path).path)
      }
    }
    unchanged.merge(Self.dataFiles(configuration)) { kept, _ in kept }
    var files: [MutatedFile] = []
    var nextID = 1
    for module in modules {
      guard let target = manifest.target(module.name) else { continue }
      let folder = root.appendingPathComponent(target.path)
      for path in ScratchPackage.files(under: folder) where path.hasSuffix(".swift") {
        let relative = target.path + "/" + path
        guard let data = unchanged.removeValue(forKey: relative) else { continue }
        let file = MutatedFile(
          path: relative, module: module.name, source: String(decoding: data, as: UTF8.self), firstID: nextID)
        nextID = file.nextID
        files.append(file)
      }
      unchanged[target.path + "/" + MutantSwitch.fileName] = Data(MutantSwitch.source.utf8)
    }
    unchangedFiles = unchanged
    self.files = files
    scratch = ScratchPackage(folder: configuration.scratch.appendingPathComponent("package"))
    runs = configuration.scratch.appendingPathComponent("runs")
    bundle = scratch.folder.appendingPathComponent(".build/debug/\(manifest.name)PackageTests.xctest")
    try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
  }

  /// The files of the configuration's data folders (relative path → content), copied as they are.
  static func dataFiles(_ configuration: MutationConfiguration) -> [String: Data] {
    var files: [String: Data] = [:]
    for name in configuration.dataFolders {
      let folder = configuration.root.appendingPathComponent(name)
      for path in ScratchPackage.files(under: folder) {
        files[name + "/" + path] = FileManager.default.contents(
          atPath: folder.appendingPathComponent(path).path)
      }
    }
    return files
  }

  /// The mutants of `module`, in id order.
  func mutants(of module: MutationModule) -> [Mutant] {
    files.filter { $0.module == module.name }.flatMap(\.mutants)
  }

  /// The path of a file of the copy as the compiler wrote it, relative to the copy's root.
  func relativePath(ofScratchFile path: String) -> String {
    for base in [scratch.folder.path, scratch.folder.resolvingSymlinksInPath().path]
    where path.hasPrefix(base + "/") {
      return String(path.dropFirst(base.count + 1))
    }
    return path
  }

  /// Runs `suite` for `module` in the built copy with `environment` added, reading its
  /// event stream; the stream file is removed afterwards. Tests run one after another
  /// (`--no-parallel`), so that a mutant that both crashes one test and hangs another
  /// ends the same way every time; the runs themselves go in parallel.
  func runTests(
    of module: MutationModule, suite: MutationSuite, environment: [String: String], name: String,
    timeout: Double?, log: URL?
  ) async throws -> (ChildProcess.Ending, TestEventStream) {
    var variables = ProcessInfo.processInfo.environment
    for variable in [
      MutantSwitch.mutantVariable, MutantSwitch.coverageVariable, MutationConfiguration.architecturesVariable,
    ] {
      variables[variable] = nil
    }
    let target: String
    switch suite {
    case .unit: target = module.unitTests
    case .acceptance:
      target = configuration.acceptanceTests
      variables.merge(module.acceptanceEnvironment) { $1 }
    }
    variables.merge(environment) { $1 }
    let stream = runs.appendingPathComponent("\(name).jsonl")
    try? FileManager.default.removeItem(at: stream)
    defer { try? FileManager.default.removeItem(at: stream) }
    let ending = try await ChildProcess.run(
      [
        bundle.path, "--testing-library", "swift-testing", "--filter", "^\(target)\\.", "--no-parallel",
        "--event-stream-output-path", stream.path, "--event-stream-version", "0",
      ], in: scratch.folder, environment: variables, output: log, timeout: timeout)
    let data = FileManager.default.contents(atPath: stream.path) ?? Data()
    return (ending, TestEventStream(data))
  }
}
