import Foundation

extension FileTree {
  /// What ``walk(under:rules:)`` keeps and leaves out.
  public struct WalkRules: Sendable {
    /// Folders left out wherever they are, by name, with the reason (`Pods`: `CocoaPods' dependencies`).
    public var skippedFolderNames: [String: String]
    /// Folder-name prefixes left out, with the reason (`.build`: `build products`).
    public var skippedFolderPrefixes: [String: String]
    /// Folder-name suffixes left out, with the reason (`Tests`: `tests`).
    public var skippedFolderSuffixes: [String: String] = [:]
    /// Paths (files or folders, relative to the walked folder) left out, with the reason.
    public var skippedPaths: [String: String]
    /// The file extensions kept (`swift`); every other file is ignored without being listed.
    public var extensions: Set<String>
    /// Kept files larger than this are left out as not hand-written.
    public var maximumBytes: Int

    /// Creates rules.
    public init(
      skippedFolderNames: [String: String] = [:], skippedFolderPrefixes: [String: String] = [:],
      skippedPaths: [String: String] = [:], extensions: Set<String>, maximumBytes: Int = 2_000_000
    ) {
      self.skippedFolderNames = skippedFolderNames
      self.skippedFolderPrefixes = skippedFolderPrefixes
      self.skippedPaths = skippedPaths
      self.extensions = extensions
      self.maximumBytes = maximumBytes
    }
  }

  /// The files under `directory` with one of `rules.extensions`, relative to it, sorted, and
  /// what was left out with why: the folders and paths the rules name, symbolic links that
  /// loop back to a folder being walked, folders that cannot be read, and kept files that
  /// are larger than `rules.maximumBytes`, unreadable, or binary (a NUL byte in their
  /// first 8 KiB). Hidden entries (`.git`) are passed over without being listed. A symbolic
  /// link to a folder outside the walk is followed, once.
  public static func walk(under directory: URL, rules: WalkRules) -> FileWalk {
    var walker = Walker(rules: rules)
    let root = directory.standardizedFileURL.resolvingSymlinksInPath()
    walker.visit(root, relative: "", ancestors: [root.path])
    return FileWalk(files: walker.files.sorted(), skipped: walker.skipped.sorted())
  }
}

/// One walk's state: what it kept, what it left out, which real folders it entered.
private struct Walker {
  let rules: FileTree.WalkRules
  var files: [String] = []
  var skipped: [SkippedPath] = []
  var entered: Set<String> = []

  init(rules: FileTree.WalkRules) { self.rules = rules }

  mutating func visit(_ folder: URL, relative: String, ancestors: [String]) {
    let manager = FileManager.default
    guard entered.insert(folder.path).inserted else { return }
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      skipped.append(
        SkippedPath(path: relative.isEmpty ? "." : relative, reason: "unreadable folder (\(Self.why(error)))")
      )
      return
    }
    for name in names {
      let listedWhenHidden = rules.skippedFolderPrefixes.keys.contains(where: name.hasPrefix)
      if name.hasPrefix("."), !listedWhenHidden { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      let url = folder.appendingPathComponent(name)
      let link = (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        if link { skipped.append(SkippedPath(path: path, reason: "broken symbolic link")) }
        continue
      }
      if isFolder.boolValue {
        if let reason = folderReason(name: name, path: path) {
          skipped.append(SkippedPath(path: path, reason: reason))
          continue
        }
        let real = url.resolvingSymlinksInPath().standardizedFileURL.path
        if link {
          let root = ancestors[0]
          if ancestors.contains(real) {
            skipped.append(
              SkippedPath(path: path, reason: "symbolic-link loop (points back to a folder above it)"))
            continue
          }
          if real.hasPrefix(root + "/") || entered.contains(real) {
            skipped.append(
              SkippedPath(path: path, reason: "symbolic link to a folder walked under its own path"))
            continue
          }
        }
        visit(URL(fileURLWithPath: real), relative: path, ancestors: ancestors + [real])
      } else if rules.extensions.contains(url.pathExtension) {
        if let reason = rules.skippedPaths[path] {
          skipped.append(SkippedPath(path: path, reason: reason))
        } else if let reason = fileReason(url) {
          skipped.append(SkippedPath(path: path, reason: reason))
        } else {
          files.append(path)
        }
      }
    }
  }

  private func folderReason(name: String, path: String) -> String? {
    if let reason = rules.skippedPaths[path] { return reason }
    if let reason = rules.skippedFolderNames[name] { return reason }
    if let reason = rules.skippedFolderSuffixes.first(where: { name.hasSuffix($0.key) })?.value {
      return reason
    }
    return rules.skippedFolderPrefixes.first { name.hasPrefix($0.key) }?.value
  }

  private func fileReason(_ url: URL) -> String? {
    let manager = FileManager.default
    let size = (try? manager.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    if size > rules.maximumBytes {
      return
        "larger than \(rules.maximumBytes / 1_000_000) MB (\(size / 1_000_000) MB): not hand-written code"
    }
    guard manager.isReadableFile(atPath: url.path), let handle = FileHandle(forReadingAtPath: url.path) else {
      return "unreadable file (permission denied)"
    }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 8_192)) ?? Data()
    if head.contains(0) { return "binary content (a NUL byte in its first 8 KiB)" }
    return nil
  }

  private static func why(_ error: any Error) -> String {
    let code = (error as NSError).code
    return code == NSFileReadNoPermissionError ? "permission denied" : (error as NSError).localizedDescription
  }
}
