import Foundation

/// The files of a folder, as the harness's input keys, copies and the analyzer read them:
/// one walker (``walk(under:rules:)``) with the rules each reader needs.
public enum FileTree {
  /// The regular files under `directory`, relative to it, sorted; hidden entries (`.build`,
  /// `.git`), symbolic links and the entries named in `skipping` (paths relative to
  /// `directory`) are left out.
  public static func files(under directory: URL, skipping: Set<String> = []) -> [String] {
    walk(under: directory, rules: .everyFile(skipping: skipping)).files
  }
}
