extension PlatformVocabulary {
  /// Modules that stand in for a platform on a machine without it, by module name, with the
  /// names each adds to a tree that imports it (``of(_:)``): ArchLab's ScreenKit for UIKit,
  /// ScreenUI for SwiftUI, and its `Storage` target for the storage APIs a real app calls. A
  /// tree that imports none of them (every real app) is read with the platforms' names alone.
  public static let standIns: [String: PlatformVocabulary] = [
    "ScreenKit": PlatformVocabulary(
      viewControllerBases: ["ViewController", "NavigationController", "TabBarController", "AlertController"],
      viewBases: ["View", "TableView", "Label", "Button", "TextField"],
      viewProtocols: ["TableViewDataSource", "TableViewDelegate"], storageAndNetwork: [],
      uiToolkitTypes: [
        "View", "TableView", "TableCell", "ViewController", "NavigationController", "TabBarController",
        "AlertController", "AlertAction", "BarButtonItem", "Label", "Button", "TextField",
      ],
      uikitImports: ["ScreenKit"], swiftUIImports: []),
    "ScreenUI": PlatformVocabulary(
      viewControllerBases: ["HostingController"], viewBases: [], viewProtocols: [], storageAndNetwork: [],
      uiToolkitTypes: ["HostingController"], uikitImports: [], swiftUIImports: ["ScreenUI"]),
    "Storage": PlatformVocabulary(
      viewControllerBases: [], viewBases: [], viewProtocols: [],
      storageAndNetwork: ["ContactStore", "TodoStore", "SQLiteStore"], uiToolkitTypes: [], uikitImports: [],
      swiftUIImports: []),
  ]
}
