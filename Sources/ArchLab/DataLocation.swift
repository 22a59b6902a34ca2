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

  /// Where the app at step `step` of the growth series keeps its database when no `--db`
  /// is given: a file of its own beside the default one (`archlab-step-6.sqlite`), so that
  /// a grown step's newer schema never reaches the file today's app reads.
  public static func growthDatabasePath(
    step: Int, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let folder = (defaultDatabasePath(environment: environment) as NSString).deletingLastPathComponent
    return (folder as NSString).appendingPathComponent("archlab-step-\(step).sqlite")
  }

  /// Creates the folder that will hold `path`, if missing.
  public static func createParentDirectory(of path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    guard !folder.isEmpty else { return }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }
}
