import Foundation

/// The files of a folder, as the harness's input keys and copies read them.
public enum FileTree {
  /// The regular files under `directory`, relative to it, sorted; hidden entries, `.build*`
  /// folders and the entries named in `skipping` (paths relative to `directory`) are left out.
  public static func files(under directory: URL, skipping: Set<String> = []) -> [String] {
    let manager = FileManager.default
    guard
      let enumerator = manager.enumerator(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let base = directory.standardizedFileURL.resolvingSymlinksInPath().path
    var paths: [String] = []
    for case let url as URL in enumerator {
      let path = String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(base.count + 1))
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
      if values?.isDirectory == true {
        if skipping.contains(path) || url.lastPathComponent.hasPrefix(".build") {
          enumerator.skipDescendants()
        }
        continue
      }
      if values?.isRegularFile == true, !skipping.contains(path) { paths.append(path) }
    }
    return paths.sorted()
  }
}
