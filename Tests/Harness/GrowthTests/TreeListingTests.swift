import Foundation
import HarnessSupport
import Testing

@testable import Growth

/// What a growth step's files are read with: the files under each package input, listed
/// through the harness's one walker exactly as the enumerator listed them, so that the keys
/// of the proofs recorded in `Reports/growth/` still hold.
@Suite("Growth tree listing")
struct TreeListingTests {
  /// The listing `GrowthTree` made of its inputs with `FileManager`'s enumerator
  /// (`GrowthTree.listFiles`) before it read them through `FileTree.files`, kept as it was to
  /// compare with.
  static func enumeratorListing(_ folder: URL) -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var paths: [String] = []
    let base = folder.standardizedFileURL.path
    for case let url as URL in enumerator {
      let path = url.standardizedFileURL.path
      if url.lastPathComponent == ".build" || url.lastPathComponent.hasPrefix(".build-") {
        enumerator.skipDescendants()
        continue
      }
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
      paths.append(String(path.dropFirst(base.count + 1)))
    }
    return paths
  }

  @Test(
    "Each package input of this checkout lists the files the enumerator listed", arguments: GrowthTree.inputs)
  func sameAsEnumerator(_ input: String) {
    let url = ProofKeyTests.workspace.appendingPathComponent(input)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
      return
    }
    #expect(FileTree.files(under: url) == Self.enumeratorListing(url).sorted())
  }

  @Test(
    "Each step's proof key computed from this checkout is the one Reports/growth records (its patches applied, its files read through the walker)",
    arguments: 1...6
  )
  func recordedProofKey(_ step: Int) async throws {
    let verifier = GrowthVerifier(tree: GrowthTree(series: try GrowthSeries(root: ProofKeyTests.workspace)))
    try #require(step <= verifier.tree.series.last)
    let recorded = try #require(verifier.recorded(step: step))
    #expect(
      try await verifier.proofKey(verifier.tree.files(at: step)) == recorded.key,
      "step \(step)'s files differ from those its proof was recorded for: prove it again (archlab growth verify)"
    )
  }

  @Test("Each committed proof, read and kept again, is written byte for byte as it is", arguments: 1...6)
  func rewrittenProof(_ step: Int) throws {
    let proofs = ProofKeyTests.workspace.appending(path: GrowthVerifier.folder)
    let kept = GrowthVerifier.kept(step: step)
    let proof = try #require(kept.load(from: proofs))
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-proof-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try kept.save(proof, in: folder)
    #expect(try Data(contentsOf: kept.file(in: folder)) == Data(contentsOf: kept.file(in: proofs)))
  }
}
