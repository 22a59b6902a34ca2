import ArchLab
import Foundation
import HarnessSupport

extension MutationConfiguration {
  /// The environment variable that restricts the acceptance suite to some architectures
  /// (read by `TestSupport`'s `Architecture.underTest`).
  public static let architecturesVariable = "ARCHLAB_ARCHITECTURES"

  /// The file that lists the architectures and routes each to its module's builder. A module's
  /// tests reach only its own route, which `ArchitectureRouteTests` pins to the module; the other
  /// lines change with the list of architectures and not what one module's tests see, so no key
  /// reads this file.
  public static let registry = "Sources/ArchLab/Architecture.swift"

  /// ArchLab's modules: one per architecture, its folder `Sources/<moduleName>`, its unit
  /// tests `<moduleName>Tests`, and the acceptance suite restricted to it. The shared
  /// inputs of the cache key are the acceptance tests, TestSupport, and the targets every
  /// module builds on (ArchLab, Entities, Storage, ScreenKit), but the registry of
  /// architectures (``registry``); a module written on ScreenUI reads ScreenUI too, and a
  /// module importing stand-in targets reads them (they are built on, not mutated: a stand-in
  /// target two modules import has one copy in the scratch build). `Examples/`
  /// is copied beside them (the grown app's acceptance suite plays `Examples/grown-session.archlab`).
  public static func archLab(
    root: URL, architectures: [Architecture] = Architecture.allCases,
    suites: [MutationSuite] = MutationSuite.allCases,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    output: URL? = nil, buildLock: String? = nil
  ) -> MutationConfiguration {
    MutationConfiguration(
      root: root,
      modules: architectures.map {
        MutationModule(
          name: $0.moduleName, key: $0.rawValue, unitTests: "\($0.moduleName)Tests",
          inputs: ($0.isSwiftUIShaped ? ["Sources/ScreenUI"] : [])
            + FrameworkStandIn.folders(of: $0.moduleName),
          acceptanceEnvironment: [architecturesVariable: $0.rawValue])
      }, suites: suites, acceptanceTests: "AcceptanceTests",
      sharedInputs: [
        "Tests/AcceptanceTests", "Sources/TestSupport", "Sources/CaseBook", "Sources/ArchLab",
        "Sources/Entities", "Sources/Storage", "Sources/ScreenKit",
      ], keyExclusions: [registry], dataFolders: ["Examples"], jobs: jobs,
      output: output ?? root.appendingPathComponent("Reports/mutation"), buildLock: buildLock)
  }
}
