/// The names the role classifier knows from the platforms, one vocabulary for both of
/// ArchLab's stand-ins and what they stand in for: ScreenKit ↔ UIKit, ScreenUI ↔ SwiftUI,
/// ArchLab's `Storage` ↔ the storage and network APIs a real app calls.
public enum PlatformVocabulary {
  /// View-controller base classes: a subclass of one (or of an app class that is one) is a view controller.
  public static let viewControllerBases: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
    "UIAlertController", "UISearchController", "UIInputViewController", "UIActivityViewController",
    "UIImagePickerController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
    "UIReferenceLibraryViewController", "UIVideoEditorController", "UIFontPickerViewController",
    "UIColorPickerViewController", "NSViewController", "NSWindowController", "NSHostingController",
    "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
    "AVPlayerViewController", "QLPreviewController", "PHPickerViewController", "CNContactViewController",
    "EKEventEditViewController", "ASDKViewController", "ASViewController",
    // ScreenKit, the UIKit-shaped stand-in.
    "ViewController", "NavigationController", "TabBarController", "AlertController", "HostingController",
  ]

  /// View base classes (UIKit-style views and cells).
  public static let viewBases: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView",
    "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
    "UICollectionView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIVisualEffectView", "NSView",
    "NSTableCellView", "NSCollectionViewItem", "SKView", "SKScene", "SKNode", "MKAnnotationView", "MKMapView",
    "WKWebView", "ASDisplayNode", "ASCellNode",
    // ScreenKit's views.
    "View", "TableView", "Label", "Button", "TextField",
  ]

  /// Protocols whose conformers are SwiftUI-style views (and their app and scene types).
  public static let viewProtocols: Set<String> = [
    "View", "App", "Scene", "ViewModifier", "Shape", "InsettableShape", "ButtonStyle", "PrimitiveButtonStyle",
    "LabelStyle", "ToggleStyle", "TextFieldStyle", "ListStyle", "PreviewProvider", "UIViewRepresentable",
    "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable", "Widget",
    "WidgetBundle", "Layout",
    // Data sources serve a table's rows: view code, when no view controller is one.
    "UITableViewDataSource", "UICollectionViewDataSource", "TableViewDataSource", "TableViewDelegate",
  ]

  /// Protocols and attributes of a reducer (The Composable Architecture and the like).
  public static let reducerMarkers: Set<String> = ["Reducer", "ReducerProtocol"]

  /// Attributes and protocols that make a class observable by views.
  public static let observableMarkers: Set<String> = ["Observable", "ObservableObject", "Published"]

  /// Property wrappers through which a view owns an object.
  public static let ownershipWrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Bindable"]

  /// Property wrappers through which a view reads an object shared by its ancestors.
  public static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject"]

  /// Methods that show or hide a screen.
  public static let navigationCalls: Set<String> = [
    "present", "pushViewController", "show", "showDetailViewController", "setViewControllers",
    "popViewController", "popToRootViewController", "popToViewController", "dismiss", "performSegue",
    "presentViewController", "setRootViewController", "pushView", "presentModal",
  ]

  /// Types through which code reaches storage or the network.
  public static let storageAndNetwork: Set<String> = [
    "URLSession", "URLRequest", "URLSessionConfiguration", "NSURLConnection", "NSManagedObjectContext",
    "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSFetchRequest", "NSFetchedResultsController",
    "NSPersistentStoreCoordinator", "FileManager", "UserDefaults", "NSUbiquitousKeyValueStore", "Realm",
    "DatabaseQueue", "DatabasePool", "DatabaseWriter", "DatabaseReader", "ModelContext", "ModelContainer",
    "FetchDescriptor", "Alamofire", "AF", "MoyaProvider", "Firestore", "CKContainer", "CKDatabase",
    "KeychainWrapper", "Keychain", "SQLiteDatabase", "FMDatabase", "FMDatabaseQueue", "Apollo",
    "ApolloClient",
    // ArchLab's Storage target, which stands in for the above in its modules.
    "ContactStore", "TodoStore", "SQLiteStore",
  ]

  /// UI-toolkit types a presenter, view model or interactor should not need: UIKit's `UI…`
  /// types, SwiftUI's and ScreenKit's / ScreenUI's.
  public static let uiToolkitTypes: Set<String> = [
    "View", "Text", "Image", "Color", "Font", "Button", "List", "NavigationStack", "NavigationLink", "VStack",
    "HStack", "ZStack", "Label", "TextField", "TableView", "TableCell", "ViewController",
    "NavigationController",
    "TabBarController", "AlertController", "AlertAction", "BarButtonItem", "HostingController", "NSView",
    "NSViewController", "NSColor", "NSImage", "NSFont", "AnyView", "EdgeInsets",
  ]

  /// Whether `name` is a UI-toolkit type: one of ``uiToolkitTypes``, or UIKit's (`UI` then a capital).
  public static func isUIToolkit(_ name: String) -> Bool {
    if uiToolkitTypes.contains(name) { return true }
    let scalars = Array(name.unicodeScalars.prefix(3))
    return scalars.count == 3 && scalars[0] == "U" && scalars[1] == "I" && scalars[2].properties.isUppercase
  }
}
