import Foundation
import Testing

@testable import Growth

/// What a step's proof holds for: the files its test package reads, not the harness's.
struct ProofKeyTests {
  /// The workspace this test runs in, whose growth series and manifest are read.
  static let workspace = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test(
    "A proof reads its test package's manifest, the tested targets and what they need, the examples and the workshop's patches; not the harness or the documents"
  )
  func provenFiles() async throws {
    let verifier = GrowthVerifier(tree: GrowthTree(series: try GrowthSeries(root: Self.workspace)))
    let read = [
      "Package.swift", "Sources/MVC/Contacts/ContactListViewController.swift",
      "Sources/Storage/SQLiteStore.swift",
      "Sources/CaseBook/CaseBook.swift", "Sources/TestSupport/AppSession.swift",
      "Sources/Harness/TourScript/TourScript.swift", "Sources/Harness/WorkshopMarker/ExerciseMarker.swift",
      "Tests/MVCTests/X.swift", "Tests/AcceptanceTests/X.swift", "Tests/Harness/TourScriptTests/X.swift",
      "Tests/ReliabilityTests/X.swift", "Examples/grown-session.archlab",
      "Workshop/Growth/01-delete-contact/shared.patch",
    ]
    let notRead = [
      "README.md", "Sources/Harness/Report/ReportPipeline.swift",
      "Sources/Harness/Growth/GrowthVerifier.swift",
      "Sources/ArchLabCLI/ReportCommand.swift", "Sources/archlab/main.swift",
      "Tests/Harness/ReportTests/X.swift",
      "Tests/Harness/GrowthTests/X.swift", "Benchmarks/run.sh", "Reports/README.md", "Docs/Feature.md",
      "Docs/Claims.md", "Workshop/Growth/README.md", "Workshop/Exercises/01-delete-contact/README.md",
    ]
    let files = Dictionary(uniqueKeysWithValues: (read + notRead).map { ($0, Data($0.utf8)) })
    #expect(Set(try await verifier.provenFiles(files).keys) == Set(read))
    var harness = files
    harness["Sources/Harness/Report/ReportPipeline.swift"] = Data("changed".utf8)
    #expect(try await verifier.proofKey(harness) == verifier.proofKey(files))
    var module = files
    module["Sources/MVC/Contacts/ContactListViewController.swift"] = Data("changed".utf8)
    #expect(try await verifier.proofKey(module) != verifier.proofKey(files))
    // The manifest read is that of the test package, not the workspace's own file.
    var manifest = files
    manifest["Package.swift"] = Data("// a target no test needs".utf8)
    #expect(try await verifier.proofKey(manifest) == verifier.proofKey(files))
    let proven = try await verifier.provenFiles(files)
    #expect(proven["Package.swift"] != Data("Package.swift".utf8))
    let scoped = try String(decoding: #require(proven["Package.swift"]), as: UTF8.self)
    #expect(scoped.contains("name: \"MVCTests\"") && !scoped.contains("name: \"Report\""))
  }
}
