import Foundation

/// Where ArchLab keeps its database when no `--db` is given.
public enum DataLocation {
  /// `$XDG_DATA_HOME/archlab/archlab.sqlite`, else `~/.local/share/archlab/archlab.sqlite`.
  public static func defaultDatabasePath(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    let base: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      base = xdg
    } else {
      let home = environment["HOME"] ?? NSHomeDirectory()
      base = (home as NSString).appendingPathComponent(".local/share")
    }
    return (base as NSString).appendingPathComponent("archlab/archlab.sqlite")
  }

  /// Creates the folder that will hold `path`, if missing.
  public static func createParentDirectory(of path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    guard !folder.isEmpty else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }
}
