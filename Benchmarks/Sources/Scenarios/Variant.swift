import ArchLab
import Entities
import ScreenKit
import Storage

/// What is measured: one of the four architectures, or the floor (the same
/// screens with no architecture in between).
public enum Variant: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  case mvc
  case mvp
  case mvvm
  case viper
  case floor

  /// The variant running `architecture`.
  public init(_ architecture: Architecture) {
    switch architecture {
    case .mvc: self = .mvc
    case .mvp: self = .mvp
    case .mvvm: self = .mvvm
    case .viper: self = .viper
    }
  }

  /// The architecture, or `nil` for the floor.
  public var architecture: Architecture? { Architecture(rawValue: rawValue) }

  public var description: String { rawValue }

  /// The app's root screen (a tab bar with Contacts and Upcoming) on `store`,
  /// with today fixed to `today` and weeks starting on Sunday.
  @MainActor
  public func makeRootViewController(store: SQLiteStore, today: Day) -> ViewController {
    guard let architecture else { return FloorApp.makeRootViewController(store: store, today: today) }
    let dependencies = AppDependencies(store: store, clock: FixedDayClock(today), firstWeekday: .sunday)
    return architecture.makeRootViewController(dependencies)
  }
}
