import Analysis
import ArchLab

/// The UI toolkit an app is written with, told apart from its architecture and detected first
/// (`archlab analyze`): a UIKit app is ranked among the seven UIKit-shaped references only,
/// a SwiftUI app among the three SwiftUI-shaped ones, a mixed app among all ten. A UIKit view
/// and a SwiftUI view share one role, so without this a UIKit app's views pulled it towards
/// the SwiftUI-shaped modules (issue 42).
public enum UIToolkit: String, Codable, Sendable, CaseIterable {
  /// UIKit or AppKit (a module standing in for UIKit, ScreenKit, reads as UIKit: ``PlatformVocabulary/standIns``).
  case uikit
  /// SwiftUI (or a module standing in for it, ScreenUI).
  case swiftUI = "swiftui"
  /// Both, neither holding seven tenths of the code of the files importing one, or neither imported.
  case mixed

  /// The share of the UI files' code lines one side must hold to name the app's toolkit.
  public static let majority = 0.7

  /// The toolkit of `files` and the share of their UI code on the UIKit side: the code lines
  /// of the files importing SwiftUI (or a module standing in for it) against those of the files
  /// importing UIKit or AppKit (or a stand-in) and not SwiftUI.
  public static func detect(_ files: [FileMetrics]) -> (toolkit: UIToolkit, uikitShare: Double?) {
    let vocabulary = PlatformVocabulary.of(imports: Set(files.flatMap(\.imports)))
    let uikitImports = vocabulary.uikitImports
    let swiftUIImports = vocabulary.swiftUIImports
    var uikit = 0
    var swiftUI = 0
    for file in files {
      let imports = Set(file.imports)
      if !imports.isDisjoint(with: swiftUIImports) {
        swiftUI += file.lines.code
      } else if !imports.isDisjoint(with: uikitImports) {
        uikit += file.lines.code
      }
    }
    guard uikit + swiftUI > 0 else { return (.mixed, nil) }
    let share = Double(uikit) / Double(uikit + swiftUI)
    let toolkit: UIToolkit = share >= majority ? .uikit : share <= 1 - majority ? .swiftUI : .mixed
    return (toolkit, share)
  }

  /// Whether a reference of this name (`MVVM-SwiftUI`) is ranked for an app of this toolkit.
  public func admits(reference name: String) -> Bool {
    guard let architecture = Architecture.allCases.first(where: { $0.displayName == name }) else {
      return true
    }
    switch self {
    case .uikit: return !architecture.isSwiftUIShaped
    case .swiftUI: return architecture.isSwiftUIShaped
    case .mixed: return true
    }
  }

  /// `UIKit`, `SwiftUI`, `mixed`.
  public var title: String {
    switch self {
    case .uikit: "UIKit"
    case .swiftUI: "SwiftUI"
    case .mixed: "mixed"
    }
  }
}
