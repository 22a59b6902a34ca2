import ArchLab
import Entities
import ScreenKit
import Storage

/// What is measured: one of the architectures, the floor (the same
/// screens with no architecture in between), the floor again under another
/// name (the A/A control) or the limit (the rows fetched and drawn, nothing else).
public enum Variant: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// The same screens with no architecture in between: each ratio's denominator.
  case floor
  /// The floor's code again, measured as if it were another variant: its
  /// ratio to the floor is the run's noise band (the A/A control).
  case floor2
  /// The least any implementation must do: the same rows fetched through
  /// GRDB and the visible ones drawn; no sort, no sections.
  case limit
  /// The floor written on ScreenUI, the SwiftUI-shaped toolkit, with the least code: the
  /// denominator of the SwiftUI-shaped modules' ratios, and over ScreenKit's floor, the
  /// toolkit's own cost.
  case floorUI = "floor-ui"
  /// The floor with UIKit's diffable data source: every identifier applied and diffed on each
  /// change, as UIKit apps that use one pay; over the floor, the cost of identity diffing.
  case floorDiffable = "floor-diffable"
  case mvc
  case mvp
  case mvvm
  case mvvmc = "mvvm-c"
  case viper
  case vip
  case tca
  case mv
  case mvvmSwiftUI = "mvvm-swiftui"
  case tcaSwiftUI = "tca-swiftui"

  /// The variant running `architecture`.
  public init(_ architecture: Architecture) {
    switch architecture {
    case .mvc: self = .mvc
    case .mvp: self = .mvp
    case .mvvm: self = .mvvm
    case .mvvmc: self = .mvvmc
    case .viper: self = .viper
    case .vip: self = .vip
    case .tca: self = .tca
    case .mv: self = .mv
    case .mvvmSwiftUI: self = .mvvmSwiftUI
    case .tcaSwiftUI: self = .tcaSwiftUI
    }
  }

  /// The architecture, or `nil` for the floors, the A/A twin and the limit.
  public var architecture: Architecture? { Architecture(rawValue: rawValue) }

  /// Whether it shows the feature's screens byte for byte (all but the limit,
  /// which shows the same rows unsorted and without sections).
  public var showsFeatureScreens: Bool { self != .limit }

  /// The variants the memory pass measures: every one but `floor2`, whose
  /// code is the floor's.
  public static var measuredForMemory: [Variant] { allCases.filter { $0 != .floor2 } }

  public var description: String { rawValue }

  /// The app's root screen (a tab bar with Contacts and Upcoming) on `store`,
  /// with today fixed to `today` and weeks starting on Sunday.
  @MainActor
  public func makeRootViewController(store: SQLiteStore, today: Day) -> ViewController {
    if let architecture {
      let dependencies = AppDependencies(store: store, clock: FixedDayClock(today), firstWeekday: .sunday)
      return architecture.makeRootViewController(dependencies)
    }
    if self == .limit { return LimitApp.makeRootViewController(store: store, today: today) }
    if self == .floorUI { return FloorUIApp.makeRootViewController(store: store, today: today) }
    if self == .floorDiffable { return FloorDiffableApp.makeRootViewController(store: store, today: today) }
    return FloorApp.makeRootViewController(store: store, today: today)
  }
}
