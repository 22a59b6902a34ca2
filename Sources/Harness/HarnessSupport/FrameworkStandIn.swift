/// Where a module keeps the code that stands in for a library a real app would import (TCA's
/// store, the bindings): its `Framework/` folder, `Sources/<Module>/Framework/`.
public enum FrameworkStandIn {
  /// The folder's name inside a module's sources.
  public static let folder = "Framework"

  /// Whether `path` (relative to the package root) sits in a module's `Framework/` folder
  /// (`Sources/TCA/Framework/Store.swift`), whatever its types' names.
  public static func contains(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    return parts.count > 3 && parts[0] == "Sources" && parts[2] == folder
  }
}
