import Foundation
import HarnessSupport

/// Applies reference-solution patches to copies of the files they touch, in
/// a scratch folder, with `git apply`: the workspace itself is never changed.
public enum PatchApplier {
  /// The files `patches` touch, before and after applying them in order to
  /// the texts `base` gives (`nil`: the file does not exist yet).
  public static func apply(
    _ patches: [URL], base: (String) async throws -> String?
  ) async throws -> [FileChange] {
    var paths: [String] = []
    for patch in patches {
      for path in try touchedPaths(String(contentsOf: patch, encoding: .utf8)) where !paths.contains(path) {
        paths.append(path)
      }
    }
    let scratch = FileManager.default.temporaryDirectory.appending(path: "archlab-patch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var before: [String: String] = [:]
    for path in paths {
      guard let text = try await base(path) else { continue }
      before[path] = text
      let file = scratch.appending(path: path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ScratchFile.write(Data(text.utf8), to: file)
    }
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let result = try await Shell.run(
      ["git", "apply", "--whitespace=nowarn"] + patches.map(\.path), in: scratch)
    guard result.status == 0 else {
      throw WorkshopError.patchDoesNotApply(
        patches.map(\.lastPathComponent).joined(separator: " + "), output: result.standardError)
    }
    return paths.map { path in
      FileChange(
        path: path, before: before[path],
        after: try? String(contentsOf: scratch.appending(path: path), encoding: .utf8))
    }
  }

  /// The paths a patch's `diff --git a/… b/…` headers name.
  public static func touchedPaths(_ patch: String) -> [String] {
    var paths: [String] = []
    for line in patch.split(separator: "\n") where line.hasPrefix("+++ ") || line.hasPrefix("--- ") {
      let name = line.dropFirst(4).split(separator: "\t").first.map(String.init) ?? ""
      guard name != "/dev/null" else { continue }
      let path = name.hasPrefix("a/") || name.hasPrefix("b/") ? String(name.dropFirst(2)) : name
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }
}
