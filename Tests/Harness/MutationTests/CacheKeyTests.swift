import ArchLab
import Foundation
import Testing

@testable import Mutation

/// The keys of the mutation results committed in `Reports/mutation/`: computed from this
/// checkout's files (listed through the harness's one walker), they are the keys recorded. A
/// change to a module's inputs makes them stale until `archlab mutate --only-stale` runs again,
/// as CI's check of `Reports/` requires anyway.
@Suite("Mutation cache keys")
struct CacheKeyTests {
  /// The checkout these tests run in.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The mutation configuration of `architecture` in this checkout, its module and the results
  /// committed for it.
  static func committed(_ architecture: Architecture) throws -> (
    MutationConfiguration, MutationModule, ModuleMutationResult
  ) {
    let configuration = MutationConfiguration.archLab(root: root, architectures: [architecture])
    let module = try #require(configuration.modules.first)
    return (configuration, module, try #require(MutationCache.load(module, in: configuration)))
  }

  @Test(
    "Each module's key computed from this checkout is the one its committed results record",
    arguments: Architecture.allCases)
  func recordedKey(_ architecture: Architecture) throws {
    let (configuration, module, recorded) = try Self.committed(architecture)
    #expect(
      recorded.cacheKey == MutationCache.key(of: module, in: configuration),
      "\(module.name)'s inputs differ from those its results were recorded for: run archlab mutate --only-stale"
    )
  }

  @Test(
    "Each module's committed results, read and kept again, are written byte for byte as they are",
    arguments: Architecture.allCases)
  func rewritten(_ architecture: Architecture) throws {
    let (configuration, module, result) = try Self.committed(architecture)
    var copy = configuration
    copy.output = FileManager.default.temporaryDirectory.appending(
      path: "archlab-mutation-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy.output) }
    try MutationCache.write(result, for: module, in: copy)
    #expect(
      try Data(contentsOf: MutationCache.file(of: module, in: copy))
        == Data(contentsOf: MutationCache.file(of: module, in: configuration)))
  }
}
