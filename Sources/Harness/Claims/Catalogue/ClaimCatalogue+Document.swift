import Foundation

extension ClaimCatalogue {
  /// The catalogue of the workspace at `root`: its `Docs/Claims.md` with the code's rules.
  public static func load(root: URL) throws(ClaimDocumentError) -> CatalogueContents {
    try CatalogueContents(ClaimDocument.read(root: root))
  }

  /// The catalogue of the package this code was built from (its `Docs/Claims.md`), read
  /// once: what the tests and a report without a bound catalogue read.
  public static let package = Result { () throws(ClaimDocumentError) in try load(root: packageRoot) }

  /// The package's root: the nearest folder above this source file that holds `Package.swift`.
  static var packageRoot: URL {
    var folder = URL(filePath: #filePath).deletingLastPathComponent()
    while folder.pathComponents.count > 1,
      !FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }

  /// The catalogue in effect: the bound one, else the package's; `nil` when the package's
  /// document cannot be read.
  static var current: CatalogueContents? {
    bound.get() ?? (try? package.get())
  }
}
