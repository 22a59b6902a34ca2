import Foundation
import HarnessSupport

/// The git operations the workshop needs, on the workspace's repository.
public struct GitWorkspace: Sendable {
  /// The workspace root.
  public var root: URL

  /// Opens the repository at `root`; a folder that is not a git work tree is an error.
  public init(root: URL) throws(WorkshopError) {
    self.root = root
    guard
      (try? git(["rev-parse", "--is-inside-work-tree"]))?.trimmingCharacters(in: .whitespacesAndNewlines)
        == "true"
    else {
      throw .git("\(root.path) is not a git clone; the workshop needs one (git clone the repository)")
    }
  }

  /// The commit checked out.
  public func head() throws(WorkshopError) -> String {
    try git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Files under `paths` whose content differs from `base`: changed, added
  /// (tracked or not, unless ignored) or deleted.
  public func changedFiles(since base: String, under paths: [String]) throws(WorkshopError) -> [String] {
    let tracked = try git(["diff", "--name-only", "--no-renames", base, "--"] + paths)
    let untracked = try git(["ls-files", "--others", "--exclude-standard", "--"] + paths)
    let all = (tracked + "\n" + untracked).split(separator: "\n").map(String.init)
    return Array(Set(all)).sorted()
  }

  /// The text of `path` at `commit`, or `nil` if it did not exist there.
  public func text(of path: String, at commit: String) -> String? {
    try? git(["show", "\(commit):\(path)"])
  }

  /// The text of `path` in the working tree, or `nil` if it does not exist.
  public func workingText(of path: String) -> String? {
    try? String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  /// The change of `files` from `base` to the working tree.
  public func changes(of files: [String], since base: String) -> [FileChange] {
    files.map { FileChange(path: $0, before: text(of: $0, at: base), after: workingText(of: $0)) }
  }

  /// Puts `files` back as they were at `base`, in the index and the working
  /// tree; files that did not exist at `base` are deleted.
  public func restore(_ files: [String], to base: String) throws(WorkshopError) {
    let existed = files.filter { text(of: $0, at: base) != nil }
    let tracked = Set(try git(["ls-files", "--"] + files).split(separator: "\n").map(String.init))
    let restorable = files.filter { existed.contains($0) || tracked.contains($0) }
    if !restorable.isEmpty {
      _ = try git(["restore", "--source=\(base)", "--staged", "--worktree", "--"] + restorable)
    }
    for file in files where !existed.contains(file) {
      try? FileManager.default.removeItem(at: root.appending(path: file))
    }
  }

  /// Applies (or with `reverse`, takes back) `patches` in the working tree, all or nothing.
  public func apply(_ patches: [URL], reverse: Bool = false) throws(WorkshopError) {
    _ = try git(["apply", "--whitespace=nowarn"] + (reverse ? ["-R"] : []) + patches.map(\.path))
  }

  private func git(_ arguments: [String]) throws(WorkshopError) -> String {
    let result: Shell.Result
    do {
      result = try Shell.run(["git"] + arguments, in: root)
    } catch {
      throw .git("cannot run git: \(error)")
    }
    guard result.status == 0 else {
      throw .git(
        "git \(arguments.prefix(2).joined(separator: " ")) failed: \(result.standardError.prefix(800))")
    }
    return result.standardOutput
  }
}
