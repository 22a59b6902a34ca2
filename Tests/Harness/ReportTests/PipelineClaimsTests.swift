import Claims
import Foundation
import HarnessSupport
import Testing

@testable import Pipeline

/// The pipeline reads the claims' words from its workspace's `Docs/Claims.md` before it
/// measures anything: a malformed document stops the report.
struct PipelineClaimsTests {
  @Test("A report whose workspace holds a malformed Docs/Claims.md stops, naming the claim and the line")
  func pipelineStops() async throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "archlab-claims-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: "Docs"), withIntermediateDirectories: true)
    try Data("# Claims\n\n### C07 · No block\n".utf8).write(to: root.appending(path: ClaimDocument.path))
    let pipeline = ReportPipeline(root: root, output: root.appending(path: "Reports"), skipBenchmarks: true) {
      _ in
    }
    let stop = HarnessError.file(ClaimDocumentError.missingBlock(id: "C07", line: 3).description)
    #expect(throws: stop) { try pipeline.workspaceClaims() }
    // `archlab report --render` writes through the same check: the claim and the line, and no folder.
    await #expect(throws: stop) { try await pipeline.write(try ReportTests().metrics()) }
    #expect(!FileManager.default.fileExists(atPath: root.appending(path: "Reports").path))
  }
}
