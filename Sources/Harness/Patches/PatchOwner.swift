import ArchLab
import WorkshopMarker

/// Whose patch a patch file is: one architecture's module (`mvvm.patch`, touching only
/// `Sources/<Module>/` and `Tests/<Module>Tests/`) or the shared targets (`shared.patch`,
/// touching no module's folders).
public enum PatchOwner: Hashable, Sendable, CustomStringConvertible {
  /// An architecture's module and its unit tests.
  case module(Architecture)
  /// What is not architecture: entities, storage, the case book, the shared tests.
  case shared

  /// Every owner: the architectures in order, then the shared targets.
  public static var all: [PatchOwner] { Architecture.allCases.map(PatchOwner.module) + [.shared] }

  /// The owner `name` names (`mvvm`, `shared`), as ``name`` writes it.
  public init?(name: String) {
    if name == "shared" {
      self = .shared
    } else if let architecture = Architecture(rawValue: name) {
      self = .module(architecture)
    } else {
      return nil
    }
  }

  /// The name its patch files carry: `mvvm-c` for `mvvm-c.patch`, `shared` for `shared.patch`.
  public var name: String {
    switch self {
    case .module(let architecture): architecture.rawValue
    case .shared: "shared"
    }
  }

  /// The patch file's name: `mvvm.patch`.
  public var fileName: String { "\(name).patch" }

  /// `MVVM-C`, `the shared targets`.
  public var description: String {
    switch self {
    case .module(let architecture): architecture.displayName
    case .shared: "the shared targets"
    }
  }

  /// Whether a patch of this owner may touch `path`: a module's only its own folders, the
  /// shared one no module's.
  public func owns(_ path: String) -> Bool {
    switch self {
    case .module(let architecture):
      return Self.isInside(path, ExerciseMarker.folders(of: architecture))
    case .shared:
      return !Architecture.allCases.contains { Self.isInside(path, ExerciseMarker.folders(of: $0)) }
    }
  }

  private static func isInside(_ path: String, _ folders: [String]) -> Bool {
    folders.contains { path.hasPrefix($0 + "/") }
  }
}
