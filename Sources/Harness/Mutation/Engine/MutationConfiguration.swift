import Foundation

/// What a mutation run mutates, against which suites, and where it works.
public struct MutationConfiguration: Sendable {
  /// The workspace root (holding `Package.swift`); never written to, but for `output`.
  public var root: URL
  /// The modules mutated, all in one build.
  public var modules: [MutationModule]
  /// The suites each mutant is run against.
  public var suites: [MutationSuite]
  /// The acceptance test target, run with each module's `acceptanceEnvironment`.
  public var acceptanceTests: String
  /// Folders (relative to the root) every module's results depend on besides its own
  /// sources and unit tests: the acceptance tests and their support.
  public var sharedInputs: [String]
  /// Files (relative to the root) inside the shared inputs that no module's key reads: the
  /// registry that routes each architecture to its module's builder, where adding an
  /// architecture changes no other one's results (a test pins each route to its own module).
  public var keyExclusions: Set<String>
  /// Folders (relative to the root) that tests read as files at run time, not as code
  /// (`Examples/`, whose scripted sessions the acceptance suite plays): copied into the
  /// scratch copy beside its targets, and part of every module's key like ``sharedInputs``.
  public var dataFolders: [String]
  /// Test processes run at once.
  public var jobs: Int
  /// The scratch folder: the copy is built in `scratch/package`.
  public var scratch: URL
  /// Where each module's results are written (`<key>.json`).
  public var output: URL
  /// A file to `flock` while building, so builds on a shared machine queue; `nil` for none.
  public var buildLock: String?
  /// A mutant run may take this many times its suite's baseline…
  public var timeoutFactor: Double
  /// …plus this many seconds.
  public var timeoutFloor: Double

  /// Creates a configuration; the scratch folder defaults to `<root>/.build-mutation`.
  public init(
    root: URL, modules: [MutationModule], suites: [MutationSuite] = MutationSuite.allCases,
    acceptanceTests: String, sharedInputs: [String] = [], keyExclusions: Set<String> = [],
    dataFolders: [String] = [],
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    scratch: URL? = nil, output: URL, buildLock: String? = nil, timeoutFactor: Double = 3,
    timeoutFloor: Double = 5
  ) {
    self.root = root
    self.modules = modules
    self.suites = suites
    self.acceptanceTests = acceptanceTests
    self.sharedInputs = sharedInputs
    self.keyExclusions = keyExclusions
    self.dataFolders = dataFolders
    self.jobs = max(1, jobs)
    self.scratch = scratch ?? root.appendingPathComponent(".build-mutation")
    self.output = output
    self.buildLock = buildLock
    self.timeoutFactor = timeoutFactor
    self.timeoutFloor = timeoutFloor
  }

  /// The time limit of a mutant run whose suite took `baseline` seconds with no mutant on.
  public func timeout(forBaseline baseline: Double) -> Double {
    timeoutFactor * baseline + timeoutFloor
  }
}
