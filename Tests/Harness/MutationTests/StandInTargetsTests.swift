import ArchLab
import Foundation
import HarnessSupport
import Testing

@testable import Mutation

/// The stand-in targets each module's figures read (`FrameworkStandIn.targets`) are those
/// `Package.swift` gives it, with the stand-ins they import in turn (TCA's store re-exports
/// the reducers' core), so that a stand-in counts because of the target it is in.
@Suite("Stand-in targets in Package.swift")
struct StandInTargetsTests {
  static let manifest: PackageManifest = {
    let source = try? String(contentsOf: CacheKeyTests.root.appending(path: "Package.swift"), encoding: .utf8)
    return try! PackageManifest(source: source ?? "", root: CacheKeyTests.root)
  }()

  @Test(
    "Each module's stand-in targets are its dependencies under Sources/StandIns/, and theirs",
    arguments: Architecture.allCases)
  func moduleDependencies(architecture: Architecture) throws {
    let module = try #require(Self.manifest.target(architecture.moduleName))
    var standIns: Set<String> = []
    var next = module.dependencies
    while let name = next.popLast() {
      guard let target = Self.manifest.target(name),
        target.path.hasPrefix(FrameworkStandIn.targetsFolder + "/"), standIns.insert(name).inserted
      else { continue }
      next += target.dependencies
    }
    #expect(standIns.sorted() == (FrameworkStandIn.targets[architecture.moduleName] ?? []).sorted())
  }

  @Test("Every target the table names is a target of Package.swift in Sources/StandIns/")
  func tableNamesTargets() {
    for name in Set(FrameworkStandIn.targets.values.joined()) {
      #expect(Self.manifest.target(name)?.path == "\(FrameworkStandIn.targetsFolder)/\(name)")
    }
  }
}
