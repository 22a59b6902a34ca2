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

  @Test(
    "Each module's key computed from this checkout is the one its committed results record",
    arguments: Architecture.allCases)
  func recordedKey(_ architecture: Architecture) throws {
    let configuration = MutationConfiguration.archLab(root: Self.root, architectures: [architecture])
    let module = try #require(configuration.modules.first)
    let recorded = try #require(MutationCache.load(module, in: configuration))
    #expect(
      recorded.cacheKey == MutationCache.key(of: module, in: configuration),
      "\(module.name)'s inputs differ from those its results were recorded for: run archlab mutate --only-stale"
    )
  }
}
