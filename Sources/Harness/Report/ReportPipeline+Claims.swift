import HarnessSupport

extension ReportPipeline {
  /// The claims of this workspace's `Docs/Claims.md` with the code's rules; a document that
  /// cannot be read, or a claim without its rule, stops the report with the reason.
  func workspaceClaims() throws -> CatalogueContents {
    do {
      return try ClaimCatalogue.load(root: root)
    } catch {
      throw HarnessError.file(error.description)
    }
  }

  /// `body`'s value, with this workspace's claims as the catalogue the report reads.
  func withClaims<R>(_ claims: CatalogueContents? = nil, _ body: () throws -> R) throws -> R {
    try ClaimCatalogue.bound.withValue(claims ?? workspaceClaims(), operation: body)
  }
}
