import Foundation
import HarnessSupport

/// A temporary folder where followed patches are applied (``apply(_:)``), merged
/// (``merge(base:ours:theirs:labels:)``) and written again (``diffs(_:)``), each in as few git
/// processes as it can: a round of patches is one `git apply`, every new patch of a run one
/// `git diff --no-index`. Git runs with no configuration but its defaults, so that a person's
/// `diff.algorithm`, `core.abbrev` or `merge.conflictStyle` cannot change a patch, and outside
/// any repository: the workspace's is never read or written here. Not shared between threads.
final class ScratchFolder {
  /// The temporary folder.
  let folder: URL
  /// How many subfolders were handed out, to name the next.
  private var made = 0

  /// A new empty folder under the system's temporary folder.
  init() throws(PatchesError) {
    folder = FileManager.default.temporaryDirectory.appending(path: "archlab-patches-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .file("cannot make a scratch folder in \(folder.path): \(error.localizedDescription)")
    }
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A new empty subfolder, named after `purpose`.
  func subfolder(_ purpose: String) throws(PatchesError) -> URL {
    made += 1
    let url = folder.appending(path: "\(purpose)-\(made)")
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .file("cannot make \(url.path): \(error.localizedDescription)")
    }
    return url
  }

  /// Writes `text` to `path` under `folder`, making its folders.
  static func write(_ text: String, to path: String, in folder: URL) throws(PatchesError) {
    let file = folder.appending(path: path)
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .file("cannot make \(file.deletingLastPathComponent().path): \(error.localizedDescription)")
    }
    try write(text, to: file)
  }

  /// Writes `text` to `file`, whose folder exists, not synced to disk (``ScratchFile``).
  static func write(_ text: String, to file: URL) throws(PatchesError) {
    do {
      try ScratchFile.write(Data(text.utf8), to: file)
    } catch {
      throw .file("cannot write \(file.path): \(error.localizedDescription)")
    }
  }

  /// The environment git runs in: no system or global configuration, no repository found
  /// above the folder, none of the caller's `GIT_DIR`-like variables.
  static let environment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    environment["GIT_CEILING_DIRECTORIES"] = FileManager.default.temporaryDirectory.path
    return environment
  }()

  /// Runs git with `arguments` in `directory`; `accepting` says which exit statuses are not failures.
  func git(_ arguments: [String], in directory: URL, accepting: (Int32) -> Bool = { $0 == 0 })
    async
    throws(PatchesError) -> Shell.Result
  {
    let result: Shell.Result
    do {
      result = try await Shell.run(["git"] + arguments, in: directory, environment: Self.environment)
    } catch {
      throw .git("cannot run git: \(error)")
    }
    guard accepting(result.status) else {
      throw .git(
        "git \(arguments.prefix(3).joined(separator: " ")) failed in \(directory.path): "
          + result.standardError.prefix(800))
    }
    return result
  }
}
