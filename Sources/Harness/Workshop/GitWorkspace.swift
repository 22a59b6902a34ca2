import Foundation
import HarnessSupport

/// The git operations the workshop needs, on the workspace's repository.
public struct GitWorkspace: Sendable {
  /// The workspace root.
  public var root: URL

  /// Opens the repository at `root`; a folder that is not a git work tree is an error.
  public init(root: URL) async throws(WorkshopError) {
    self.root = root
    guard
      (try? await git(["rev-parse", "--is-inside-work-tree"]))?.trimmingCharacters(
        in: .whitespacesAndNewlines)
        == "true"
    else {
      throw .git("\(root.path) is not a git clone; the workshop needs one (git clone the repository)")
    }
  }

  /// The commit checked out.
  public func head() async throws(WorkshopError) -> String {
    try await git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Files under `paths` whose content differs from `base`: changed, added
  /// (tracked or not, unless ignored) or deleted.
  public func changedFiles(since base: String, under paths: [String]) async throws(WorkshopError) -> [String]
  {
    let tracked = try await git(["diff", "--name-only", "--no-renames", base, "--"] + paths)
    let untracked = try await git(["ls-files", "--others", "--exclude-standard", "--"] + paths)
    let all = (tracked + "\n" + untracked).split(separator: "\n").map(String.init)
    return Array(Set(all)).sorted()
  }

  /// The text of `path` at `commit`, or `nil` if it did not exist there.
  public func text(of path: String, at commit: String) async -> String? {
    try? await git(["show", "\(commit):\(path)"])
  }

  /// The text of `path` in the working tree, or `nil` if it does not exist.
  public func workingText(of path: String) -> String? {
    try? String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  /// The change of `files` from `base` to the working tree.
  public func changes(of files: [String], since base: String) async -> [FileChange] {
    var changes: [FileChange] = []
    for file in files {
      changes.append(
        FileChange(path: file, before: await text(of: file, at: base), after: workingText(of: file)))
    }
    return changes
  }

  /// Puts `files` back as they were at `base`, in the index and the working
  /// tree; files that did not exist at `base` are deleted.
  public func restore(_ files: [String], to base: String) async throws(WorkshopError) {
    var existed: [String] = []
    for file in files where await text(of: file, at: base) != nil { existed.append(file) }
    let tracked = Set(try await git(["ls-files", "--"] + files).split(separator: "\n").map(String.init))
    let restorable = files.filter { existed.contains($0) || tracked.contains($0) }
    if !restorable.isEmpty {
      _ = try await git(["restore", "--source=\(base)", "--staged", "--worktree", "--"] + restorable)
    }
    for file in files where !existed.contains(file) {
      try? FileManager.default.removeItem(at: root.appending(path: file))
    }
  }

  /// Applies (or with `reverse`, takes back) `patches` in the working tree, all or nothing.
  public func apply(_ patches: [URL], reverse: Bool = false) async throws(WorkshopError) {
    _ = try await git(["apply", "--whitespace=nowarn"] + (reverse ? ["-R"] : []) + patches.map(\.path))
  }

  private func git(_ arguments: [String]) async throws(WorkshopError) -> String {
    let result: Shell.Result
    do {
      result = try await Shell.run(["git"] + arguments, in: root)
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
