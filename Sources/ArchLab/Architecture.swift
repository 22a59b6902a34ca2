import MV
import MVC
import MVP
import MVVM
import MVVMC
import MVVMSwiftUI
import ScreenKit
import TCA
import TCASwiftUI
import VIP
import VIPER

/// The architectures the feature is built in; each case builds its module.
///
/// The first seven are written on ScreenKit, the UIKit-shaped toolkit; the last ones on
/// ScreenUI, the SwiftUI-shaped one (``isSwiftUIShaped``).
public enum Architecture: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
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

  /// The name as written on the command line (`mvc`).
  public var description: String { rawValue }

  /// The conventional name (`MVC`, `MVVM-SwiftUI`).
  public var displayName: String {
    switch self {
    case .mvvmSwiftUI: "MVVM-SwiftUI"
    case .tcaSwiftUI: "TCA-SwiftUI"
    default: rawValue.uppercased()
    }
  }

  /// Whether the module is written on ScreenUI, the SwiftUI-shaped toolkit.
  public var isSwiftUIShaped: Bool { uikitCounterpart != nil }

  /// The UIKit-shaped architecture a SwiftUI-shaped one is compared with (MV with MVC, MVVM-SwiftUI
  /// with MVVM, TCA-SwiftUI with TCA); `nil` for the UIKit-shaped ones.
  public var uikitCounterpart: Architecture? {
    switch self {
    case .mv: .mvc
    case .mvvmSwiftUI: .mvvm
    case .tcaSwiftUI: .tca
    default: nil
    }
  }

  /// The module's name, which is also its folder under `Sources/` and, with
  /// `Tests`, its unit-test target: `MVVMC` for MVVM-C.
  public var moduleName: String { displayName.filter { $0.isLetter || $0.isNumber } }

  /// The root screen of this architecture's app: a tab bar with Contacts and Upcoming.
  @MainActor
  public func makeRootViewController(_ dependencies: AppDependencies) -> ViewController {
    let build =
      switch self {
      case .mvc: MVC.AppBuilder.makeRootViewController
      case .mvp: MVP.AppBuilder.makeRootViewController
      case .mvvm: MVVM.AppBuilder.makeRootViewController
      case .mvvmc: MVVMC.AppBuilder.makeRootViewController
      case .viper: VIPER.AppBuilder.makeRootViewController
      case .vip: VIP.AppBuilder.makeRootViewController
      case .tca: TCA.AppBuilder.makeRootViewController
      case .mv: MV.AppBuilder.makeRootViewController
      case .mvvmSwiftUI: MVVMSwiftUI.AppBuilder.makeRootViewController
      case .tcaSwiftUI: TCASwiftUI.AppBuilder.makeRootViewController
      }
    return build(
      dependencies.contactStore, dependencies.todoStore, dependencies.clock, dependencies.firstWeekday)
  }
}
