/// The feature folder of each file: the first folder level under which the tree splits
/// (`Sources/App/Contacts/List.swift` → `Contacts` when every file is under `Sources/App`);
/// files above that level belong to `(top level)`.
struct FeatureFolders {
  /// The components every file shares before the split.
  private let depth: Int

  /// The name of the files above the split.
  static let topLevel = "(top level)"

  init(paths: [String]) {
    let split = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
    var depth = 0
    while let first = split.first, first.count > depth,
      split.allSatisfy({ $0.count > depth && $0[depth] == first[depth] })
    {
      depth += 1
    }
    self.depth = depth
  }

  /// The feature folder of `path`.
  func folder(of path: String) -> String {
    let folders = path.split(separator: "/").dropLast()
    return folders.count > depth
      ? String(folders[folders.index(folders.startIndex, offsetBy: depth)]) : Self.topLevel
  }
}
