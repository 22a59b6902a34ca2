import Foundation

/// Where `archlab analyze` writes: never inside the analysed tree.
public enum OutputLocation {
  /// `requested` when given (refused inside `analysed`); else `.build/archlab-analyze/<name>/`
  /// of `checkout`, or, when that lies inside the analysed tree (`archlab analyze .`), the
  /// same under the system's temporary folder.
  public static func resolve(requested: String?, analysed: URL, checkout: URL) throws(AnalyzerError) -> URL {
    let tree = canonical(analysed)
    if let requested {
      let folder = canonical(URL(fileURLWithPath: requested, relativeTo: checkout))
      guard !isInside(folder, tree) else { throw .outputInsideTree(output: folder.path, tree: tree.path) }
      return folder
    }
    return base(analysed: analysed, checkout: checkout).appendingPathComponent(tree.lastPathComponent)
  }

  /// The folder holding the default outputs and the parse cache, outside the analysed tree.
  public static func base(analysed: URL, checkout: URL) -> URL {
    let tree = canonical(analysed)
    let inCheckout = canonical(checkout).appendingPathComponent(".build/archlab-analyze")
    return isInside(inCheckout, tree)
      ? FileManager.default.temporaryDirectory.appendingPathComponent("archlab-analyze") : inCheckout
  }

  /// `url` made absolute, standardized and with symbolic links resolved, as far as they exist.
  static func canonical(_ url: URL) -> URL {
    var existing = url.standardizedFileURL
    var rest: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      rest.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
    var resolved = existing.resolvingSymlinksInPath()
    for component in rest { resolved.appendPathComponent(component) }
    return resolved.standardizedFileURL
  }

  /// Whether `folder` is `tree` or lies under it.
  static func isInside(_ folder: URL, _ tree: URL) -> Bool {
    folder.path == tree.path || folder.path.hasPrefix(tree.path.hasSuffix("/") ? tree.path : tree.path + "/")
  }
}
