import Claims
import Foundation
import HarnessSupport

extension ReportPipeline {
  /// The claims of this workspace's `Docs/Claims.md` with the code's rules (a root without
  /// the document, such as a test's fixture, reads the package's own); a document that
  /// cannot be read, or a claim without its rule, stops the report with the reason.
  func workspaceClaims() throws -> CatalogueContents {
    let document = root.appending(path: ClaimDocument.path)
    do {
      return try FileManager.default.fileExists(atPath: document.path)
        ? ClaimCatalogue.load(root: root) : ClaimCatalogue.package.get()
    } catch {
      throw HarnessError.file(String(describing: error))
    }
  }

  /// `body`'s value, with this workspace's claims as the catalogue the report reads.
  func withClaims<R>(_ claims: CatalogueContents? = nil, _ body: () async throws -> R) async throws -> R {
    try await ClaimCatalogue.bound.withValue(claims ?? workspaceClaims(), operation: body)
  }
}
