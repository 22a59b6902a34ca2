/// The names the role classifier knows from the platforms an app imports: UIKit's, SwiftUI's,
/// AppKit's, and the storage and network APIs apps call. ``platforms`` holds the platforms'
/// own names, which every tree is read with; a module that stands in for a platform adds its
/// names only to a tree that imports it (``standIns``, ``of(_:)``), as UIKit's names are
/// UIKit's. No rule of the classifier names a type, module or folder of ArchLab's.
public struct PlatformVocabulary: Sendable, Equatable {
  /// View-controller base classes: a subclass of one (or of an app class that is one) is a view controller.
  public var viewControllerBases: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
    "UIAlertController", "UISearchController", "UIInputViewController", "UIActivityViewController",
    "UIImagePickerController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
    "UIReferenceLibraryViewController", "UIVideoEditorController", "UIFontPickerViewController",
    "UIColorPickerViewController", "NSViewController", "NSWindowController", "NSHostingController",
    "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
    "AVPlayerViewController", "QLPreviewController", "PHPickerViewController", "CNContactViewController",
    "EKEventEditViewController", "ASDKViewController", "ASViewController",
  ]

  /// View base classes (UIKit-style views and cells).
  public var viewBases: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView",
    "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
    "UICollectionView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIVisualEffectView", "NSView",
    "NSTableCellView", "NSCollectionViewItem", "SKView", "SKScene", "SKNode", "MKAnnotationView", "MKMapView",
    "WKWebView", "ASDisplayNode", "ASCellNode",
  ]

  /// Protocols whose conformers are SwiftUI-style views (and their app and scene types).
  public var viewProtocols: Set<String> = [
    "View", "App", "Scene", "ViewModifier", "Shape", "InsettableShape", "ButtonStyle", "PrimitiveButtonStyle",
    "LabelStyle", "ToggleStyle", "TextFieldStyle", "ListStyle", "PreviewProvider", "UIViewRepresentable",
    "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable", "Widget",
    "WidgetBundle", "Layout",
    // Data sources serve a table's rows: view code, when no view controller is one.
    "UITableViewDataSource", "UICollectionViewDataSource",
  ]

  /// Protocols and attributes of a reducer (The Composable Architecture and the like).
  public static let reducerMarkers: Set<String> = ["Reducer", "ReducerProtocol"]

  /// Attributes and protocols that make a class observable by views.
  public static let observableMarkers: Set<String> = ["Observable", "ObservableObject", "Published"]

  /// Property wrappers through which a view owns an object.
  public static let ownershipWrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Bindable"]

  /// Property wrappers through which a view reads an object shared by its ancestors.
  public static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject"]

  /// Protocols of the app's and the scene's delegates: the entry points the system calls at
  /// launch, which set up the first screen whatever the architecture.
  public static let appLifecycleProtocols: Set<String> = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
    "WKApplicationDelegate", "WKExtensionDelegate",
  ]

  /// Protocols a data type conforms to so as to be encoded or decoded.
  public static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]
  /// Protocols of values: a class conforming only to these (and to ``codingProtocols``) has no superclass.
  public static let valueProtocols: Set<String> = [
    "Hashable", "Equatable", "Identifiable", "Sendable", "Comparable", "CustomStringConvertible",
  ]
  /// Base classes of persistent entities.
  public static let persistentEntityBases: Set<String> = ["NSManagedObject"]
  /// Protocols whose conformers are not data even when they look like it: error types, and the
  /// keys that register a dependency or an environment value.
  public static let notDataMarkers: Set<String> = [
    "Error", "LocalizedError", "CustomNSError", "DependencyKey", "TestDependencyKey", "EnvironmentKey",
    "PreferenceKey", "FocusedValueKey",
  ]

  /// Methods that show or hide a screen.
  public static let navigationCalls: Set<String> = [
    "present", "pushViewController", "show", "showDetailViewController", "setViewControllers",
    "popViewController", "popToRootViewController", "popToViewController", "dismiss", "performSegue",
    "presentViewController", "setRootViewController", "pushView", "presentModal",
  ]

  /// Types through which code reaches storage or the network.
  public var storageAndNetwork: Set<String> = [
    "URLSession", "URLRequest", "URLSessionConfiguration", "NSURLConnection", "NSManagedObjectContext",
    "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSFetchRequest", "NSFetchedResultsController",
    "NSPersistentStoreCoordinator", "FileManager", "UserDefaults", "NSUbiquitousKeyValueStore", "Realm",
    "DatabaseQueue", "DatabasePool", "DatabaseWriter", "DatabaseReader", "ModelContext", "ModelContainer",
    "FetchDescriptor", "Alamofire", "AF", "MoyaProvider", "Firestore", "CKContainer", "CKDatabase",
    "KeychainWrapper", "Keychain", "SQLiteDatabase", "FMDatabase", "FMDatabaseQueue", "Apollo",
    "ApolloClient",
  ]

  /// UI-toolkit types a presenter, view model or interactor should not need: UIKit's `UI…`
  /// types (``isUIToolkit(_:)``), SwiftUI's and AppKit's.
  public var uiToolkitTypes: Set<String> = [
    "View", "Text", "Image", "Color", "Font", "Button", "List", "NavigationStack", "NavigationLink", "VStack",
    "HStack", "ZStack", "Label", "TextField", "NSView", "NSViewController", "NSColor", "NSImage", "NSFont",
    "AnyView", "EdgeInsets",
  ]

  /// The modules whose importers are UIKit-side files.
  public var uikitImports: Set<String> = ["UIKit", "AppKit"]
  /// The modules whose importers are SwiftUI-side files.
  public var swiftUIImports: Set<String> = ["SwiftUI"]

  /// Whether `name` is a UI-toolkit type: one of ``uiToolkitTypes``, or UIKit's (`UI` then a capital).
  public func isUIToolkit(_ name: String) -> Bool {
    if uiToolkitTypes.contains(name) { return true }
    let scalars = Array(name.unicodeScalars.prefix(3))
    return scalars.count == 3 && scalars[0] == "U" && scalars[1] == "I" && scalars[2].properties.isUppercase
  }

  /// The platforms' own names: what every tree is read with.
  public static let platforms = PlatformVocabulary()

  /// The vocabulary of a tree whose files are `files`: the platforms', with the names of every
  /// stand-in module (``standIns``) one of them imports.
  public static func of(_ files: [FileFacts]) -> PlatformVocabulary {
    of(imports: Set(files.flatMap(\.imports)))
  }

  /// The vocabulary of a tree importing `imports`.
  public static func of(imports: Set<String>) -> PlatformVocabulary {
    standIns.filter { imports.contains($0.key) }.sorted { $0.key < $1.key }.reduce(platforms) {
      $0.adding($1.value)
    }
  }

  /// This vocabulary with `other`'s names added to each of its sets.
  public func adding(_ other: PlatformVocabulary) -> PlatformVocabulary {
    var merged = self
    merged.viewControllerBases.formUnion(other.viewControllerBases)
    merged.viewBases.formUnion(other.viewBases)
    merged.viewProtocols.formUnion(other.viewProtocols)
    merged.storageAndNetwork.formUnion(other.storageAndNetwork)
    merged.uiToolkitTypes.formUnion(other.uiToolkitTypes)
    merged.uikitImports.formUnion(other.uikitImports)
    merged.swiftUIImports.formUnion(other.swiftUIImports)
    return merged
  }
}
