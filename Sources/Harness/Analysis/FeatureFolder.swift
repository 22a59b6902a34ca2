/// The feature folder a module's file sits in: `Contacts/`, `Upcoming/`, or
/// anything else (the module's entry point and the helpers both features use).
public enum FeatureFolder: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, Comparable {
  /// `<Module>/Contacts/`.
  case contacts = "Contacts"
  /// `<Module>/Upcoming/`.
  case upcoming = "Upcoming"
  /// The rest of the module.
  case shared = "Shared"

  /// The folder of `path` (`Sources/<Module>/<Folder>/…/File.swift`): its
  /// third component when that names a feature, `shared` otherwise.
  public init(path: String) {
    let parts = path.split(separator: "/")
    guard parts.count > 3, let folder = FeatureFolder(rawValue: String(parts[2])) else {
      self = .shared
      return
    }
    self = folder
  }

  /// The folder's name, as on disk.
  public var title: String { rawValue }

  public static func < (lhs: FeatureFolder, rhs: FeatureFolder) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
