import ArchLab

/// A module written another way where the sources disagree on how (`Docs/Claims.md`,
/// "Robustness"): measured beside its module, read by the claims whose multiverse
/// declares it, never a column of its own.
public enum ModuleVariant: String, CaseIterable, Codable, Sendable, Comparable {
  /// MVVM whose view controllers present the next screen, with no router layer (most MVVM
  /// write-ups), beside ArchLab's MVVM-R (seed 001's routers).
  case mvvmWithoutRouters = "mvvm-without-routers"
  /// VIPER whose wireframes are concrete classes (objc.io's article), beside ArchLab's
  /// wireframes behind protocols.
  case viperConcreteWireframes = "viper-concrete-wireframes"

  /// The module it is a variant of.
  public var module: Architecture {
    switch self {
    case .mvvmWithoutRouters: .mvvm
    case .viperConcreteWireframes: .viper
    }
  }

  /// `MVVM without routers`.
  public var title: String {
    switch self {
    case .mvvmWithoutRouters: "MVVM without routers (its view controllers present)"
    case .viperConcreteWireframes: "VIPER with concrete wireframes (objc.io's)"
    }
  }

  public static func < (lhs: ModuleVariant, rhs: ModuleVariant) -> Bool { lhs.rawValue < rhs.rawValue }
}
