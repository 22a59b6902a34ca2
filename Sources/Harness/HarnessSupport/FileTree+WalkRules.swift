extension FileTree {
  /// What ``walk(under:rules:)`` keeps and leaves out.
  public struct WalkRules: Sendable {
    /// Folders left out wherever they are, by name, with the reason (`Pods`: `CocoaPods' dependencies`).
    public var skippedFolderNames: [String: String]
    /// Folder-name prefixes left out, with the reason (`.build`: `build products`); a hidden
    /// folder with one of them is listed, any other hidden entry is passed over unlisted.
    public var skippedFolderPrefixes: [String: String]
    /// Folder-name suffixes left out, with the reason (`Tests`: `tests`).
    public var skippedFolderSuffixes: [String: String] = [:]
    /// Paths (files or folders, relative to the walked folder) left out, with the reason.
    public var skippedPaths: [String: String]
    /// The file extensions kept (`swift`), or `nil` for every file; other files are ignored
    /// without being listed.
    public var extensions: Set<String>?
    /// Kept files larger than this are left out as not hand-written (when ``inspectsFiles``).
    public var maximumBytes: Int
    /// Whether kept files are looked into, to leave out the huge, the unreadable and the binary
    /// ones (what the analyzer reads); when not, every regular file is kept as it is (what a
    /// key reads).
    public var inspectsFiles = true
    /// Whether symbolic links are followed (a folder outside the walk once, a file as the one it
    /// points to), or passed over unlisted, as `FileManager`'s enumerator passes them.
    public var followsSymbolicLinks = true

    /// Creates rules.
    public init(
      skippedFolderNames: [String: String] = [:], skippedFolderPrefixes: [String: String] = [:],
      skippedPaths: [String: String] = [:], extensions: Set<String>?, maximumBytes: Int = 2_000_000
    ) {
      self.skippedFolderNames = skippedFolderNames
      self.skippedFolderPrefixes = skippedFolderPrefixes
      self.skippedPaths = skippedPaths
      self.extensions = extensions
      self.maximumBytes = maximumBytes
    }

    /// Every regular file, bytes unread, but the hidden entries and `paths` (relative to the
    /// walked folder); symbolic links are not followed: what the harness's input keys and
    /// copies read (``FileTree/files(under:skipping:)``).
    public static func everyFile(skipping paths: Set<String> = []) -> WalkRules {
      var rules = WalkRules(
        skippedPaths: Dictionary(uniqueKeysWithValues: paths.map { ($0, "skipped by the caller") }),
        extensions: nil)
      rules.inspectsFiles = false
      rules.followsSymbolicLinks = false
      return rules
    }
  }
}
