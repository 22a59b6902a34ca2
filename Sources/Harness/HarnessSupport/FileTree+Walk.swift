import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileTree {
  /// The regular files under `directory` with one of `rules.extensions` (or any), relative to
  /// it, sorted, and what was left out with why: the folders and paths the rules name,
  /// symbolic links that loop back to a folder being walked or lead nowhere, folders that
  /// cannot be read, entries that are no regular file (a FIFO, a socket), and, when the rules
  /// inspect files, kept files that are larger than `rules.maximumBytes`, unreadable, or binary
  /// (a NUL byte in their first 8 KiB). Hidden entries (`.git`) are passed over without being
  /// listed. A symbolic link to a folder outside the walk is followed, once, when the rules
  /// follow links; otherwise links are passed over as `FileManager`'s enumerator passes them.
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
    guard entered.insert(folder.path).inserted else { return }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      skipped.append(
        SkippedPath(path: relative.isEmpty ? "." : relative, reason: "unreadable folder (\(Self.why(error)))")
      )
      return
    }
    for name in names {
      let path = relative.isEmpty ? name : relative + "/" + name
      let url = folder.appendingPathComponent(name)
      guard let own = Status(of: url.path, following: false) else { continue }
      let link = own.kind == .symbolicLink
      if link, !rules.followsSymbolicLinks { continue }
      let status = link ? Status(of: url.path, following: true) : own
      if name.hasPrefix(".") {
        // Hidden entries are passed over, but for the folders the rules name by prefix (`.build`).
        let listed = rules.skippedFolderPrefixes.keys.contains(where: name.hasPrefix)
        if listed, status?.kind == .folder, let reason = folderReason(name: name, path: path) {
          skipped.append(SkippedPath(path: path, reason: reason))
        }
        continue
      }
      guard let status else {
        skipped.append(SkippedPath(path: path, reason: "broken symbolic link"))
        continue
      }
      switch status.kind {
      case .folder:
        enter(url, name: name, path: path, link: link, ancestors: ancestors)
      case .file, .symbolicLink, .other:
        guard rules.extensions?.contains(url.pathExtension) ?? true else { continue }
        if status.kind != .file {
          skipped.append(SkippedPath(path: path, reason: "not a regular file (a FIFO, a socket or a device)"))
        } else if let reason = rules.skippedPaths[path] {
          skipped.append(SkippedPath(path: path, reason: reason))
        } else if rules.inspectsFiles, let reason = fileReason(url, size: status.size) {
          skipped.append(SkippedPath(path: path, reason: reason))
        } else {
          files.append(path)
        }
      }
    }
  }

  /// Walks the folder at `url` (`path` in the walk), unless the rules leave it out or, reached
  /// through a link, it loops back or was walked already.
  private mutating func enter(_ url: URL, name: String, path: String, link: Bool, ancestors: [String]) {
    if let reason = folderReason(name: name, path: path) {
      skipped.append(SkippedPath(path: path, reason: reason))
      return
    }
    // The folder walked is real already: only a link needs resolving.
    let real = link ? url.resolvingSymlinksInPath().standardizedFileURL.path : url.path
    if link {
      if ancestors.contains(real) {
        skipped.append(
          SkippedPath(path: path, reason: "symbolic-link loop (points back to a folder above it)"))
        return
      }
      if real.hasPrefix(ancestors[0] + "/") || entered.contains(real) {
        skipped.append(SkippedPath(path: path, reason: "symbolic link to a folder walked under its own path"))
        return
      }
    }
    visit(URL(fileURLWithPath: real), relative: path, ancestors: ancestors + [real])
  }

  private func folderReason(name: String, path: String) -> String? {
    if let reason = rules.skippedPaths[path] { return reason }
    if let reason = rules.skippedFolderNames[name] { return reason }
    if let reason = rules.skippedFolderSuffixes.first(where: { name.hasSuffix($0.key) })?.value {
      return reason
    }
    return rules.skippedFolderPrefixes.first { name.hasPrefix($0.key) }?.value
  }

  private func fileReason(_ url: URL, size: Int) -> String? {
    if size > rules.maximumBytes {
      return
        "larger than \(rules.maximumBytes / 1_000_000) MB (\(size / 1_000_000) MB): not hand-written code"
    }
    guard let handle = FileHandle(forReadingAtPath: url.path) else {
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

  /// What an entry is, from one `lstat` (or `stat`, through a link), and its size.
  struct Status {
    /// What kind of entry.
    enum Kind { case folder, file, symbolicLink, other }

    let kind: Kind
    let size: Int

    /// The status of `path`, following a symbolic link when `following`; `nil` when there is
    /// nothing there (a broken link followed, an entry gone).
    init?(of path: String, following: Bool) {
      var info = stat()
      guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: kind = .folder
      case S_IFREG: kind = .file
      case S_IFLNK: kind = .symbolicLink
      default: kind = .other
      }
      size = Int(info.st_size)
    }
  }
}
