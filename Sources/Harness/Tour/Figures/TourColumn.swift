import ArchLab
import HarnessSupport
import TourScript

/// What one action ran in one architecture: the module's files in role order,
/// and the shared targets' lines as counts.
public struct TourColumn: Sendable, Equatable {
  /// The shared targets: not architecture, so counted, not shown.
  public static let sharedFolders = [
    "Sources/ScreenKit/", "Sources/ScreenUI/", "Sources/Storage/", "Sources/Entities/",
  ]

  /// The architecture.
  public var architecture: Architecture
  /// The module's files with a line the action ran, from view to storage (role order, then path).
  public var files: [TourFile]
  /// Lines the action ran per shared file, by path.
  public var shared: [String: Int]
  /// The boundaries crossed (`Protocol → Type`), sorted.
  public var crossings: [String]
  /// The bodies ScreenUI evaluated for the action, rows built included; `nil` in a module
  /// written on ScreenKit.
  public var bodyEvaluations: Int?

  /// Builds the column from the lines the action ran (`executed`, by path) and
  /// the text of every file of the module (`sources`, by path).
  public init(architecture: Architecture, executed: [String: Set<Int>], sources: [String: String]) {
    self.architecture = architecture
    let folders = Self.folders(of: architecture)
    let isModule = { (path: String) in folders.contains { path.hasPrefix($0) } }
    files = executed.compactMap { path, lines -> TourFile? in
      guard isModule(path), let text = sources[path] else { return nil }
      return TourFile(path: path, text: text, executed: lines)
    }.sorted { ($0.role, $0.path) < ($1.role, $1.path) }
    shared = executed.filter { path, _ in Self.sharedFolders.contains { path.hasPrefix($0) } }.mapValues(
      \.count)
    let map = ProtocolMap(texts: sources.filter { isModule($0.key) }.map(\.value))
    crossings = map.crossings(of: files.reduce(into: Set<String>()) { $0.formUnion($1.functions) }).sorted()
  }

  /// The folders of the architecture's module, each ending in `/`: `Sources/MVC/`; then the
  /// stand-in targets it imports (`Sources/StandIns/Bindings/`), whose files are the module's
  /// framework stand-ins.
  public static func folders(of architecture: Architecture) -> [String] {
    FrameworkStandIn.measuredFolders(of: architecture.moduleName).map { $0 + "/" }
  }

  /// The indirection figures of `action` in this column: the module's own files, types,
  /// functions and lines; its framework stand-ins' files (a library a real app imports, left
  /// out of its code lines too) are counted apart, as the shared targets are.
  public func figures(of action: TourAction) -> TourFigures {
    let own = files.filter { $0.role != .frameworkStandIn }
    let standIns = files.filter { $0.role == .frameworkStandIn }
    let functions = own.reduce(into: Set<String>()) { $0.formUnion($1.functions) }
    let types = Set(functions.compactMap { name in name.lastIndex(of: ".").map { String(name[..<$0]) } })
    let ownCrossings = crossings.filter { crossing in
      own.contains { file in file.functions.contains { $0.hasPrefix(Self.conformer(of: crossing) + ".") } }
    }
    return TourFigures(
      action: action, architecture: architecture, files: own.count, types: types.count,
      functions: functions.count, lines: own.reduce(0) { $0 + $1.executed.count },
      boundaries: ownCrossings.count,
      sharedLines: shared.values.reduce(0, +), bodyEvaluations: bodyEvaluations,
      standInFiles: standIns.count, standInLines: standIns.reduce(0) { $0 + $1.executed.count })
  }

  /// The conforming type of a crossing (`ContactListViewInput → ContactListViewController`).
  static func conformer(of crossing: String) -> String {
    crossing.components(separatedBy: " → ").last ?? crossing
  }
}
