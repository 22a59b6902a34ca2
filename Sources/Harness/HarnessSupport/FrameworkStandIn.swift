/// Code that stands in for a library a real app would import (the bindings Combine or
/// Observation give, TCA's store), written here because the real one does not build on Linux.
///
/// A stand-in is a target of its own under `Sources/StandIns/` (`Sources/StandIns/Bindings`),
/// counted in the figures of each module that imports it, or what a module writes in its own
/// `Framework/` folder: what a real app's macros would expand (`Sources/TCA/Framework/`, the
/// case paths and dependency clients `@Reducer` and `@DependencyClient` generate).
public enum FrameworkStandIn {
  /// The folder's name inside a module's sources.
  public static let folder = "Framework"

  /// Where the stand-in targets live, relative to the package root.
  public static let targetsFolder = "Sources/StandIns"

  /// The stand-in targets each module imports, by module name: its dependencies under
  /// ``targetsFolder`` in `Package.swift`, and theirs (a test holds the two to the same list).
  public static let targets: [String: [String]] = [
    "MVVM": ["Bindings"], "MVVMC": ["Bindings"],
    "TCA": ["ComposableArchitecture", "ComposableArchitectureKit"],
    "TCASwiftUI": ["ComposableArchitecture", "ComposableArchitectureUI"],
  ]

  /// The folders of the stand-in targets `module` imports, relative to the package root.
  public static func folders(of module: String) -> [String] {
    (targets[module] ?? []).map { "\(targetsFolder)/\($0)" }
  }

  /// The folders a module's figures read: `Sources/<module>`, then its stand-in targets'.
  public static func measuredFolders(of module: String) -> [String] {
    ["Sources/\(module)"] + folders(of: module)
  }

  /// Whether `path` (relative to the package root) is stand-in code: in a stand-in target
  /// (`Sources/StandIns/Bindings/Binding.swift`) or in a module's `Framework/` folder
  /// (`Sources/TCA/Framework/AppFeature+CasePathable.swift`), whatever its types' names.
  public static func contains(_ path: String) -> Bool {
    if path.hasPrefix(targetsFolder + "/") { return true }
    let parts = path.split(separator: "/")
    return parts.count > 3 && parts[0] == "Sources" && parts[2] == folder
  }
}
