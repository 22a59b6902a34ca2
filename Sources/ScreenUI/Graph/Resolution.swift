import ScreenKit

/// One step of a view's identity: its place among its parent's views, the branch of an
/// `if` it is in, the element of a `ForEach` it shows, a view type, or a role (a sheet's
/// content, a tab, a destination, a row). Cheap to copy, hash and compare: a type is its
/// metadata's identity, a role a small enumeration; only a `ForEach` element's identifier
/// is boxed, for the rows built.
public enum PathStep: Hashable, CustomStringConvertible {
  /// The n-th view of a block.
  case position(Int)
  /// A branch of an `if` or an optional.
  case branch(Int)
  /// The element of a `ForEach` with this identifier.
  case element(AnyHashable)
  /// A view with a body, by type.
  case view(ViewType)
  /// Content in a role of its own.
  case role(PathRole)

  public var description: String {
    switch self {
    case .position(let index): "\(index)"
    case .branch(let index): "if\(index)"
    case .element(let id): "id(\(id))"
    case .view(let type): type.description
    case .role(let role): role.description
    }
  }
}

/// A view type in a path: compared by identity, named only when printed.
public struct ViewType: Hashable, CustomStringConvertible {
  let id: ObjectIdentifier
  let type: Any.Type

  init(_ type: Any.Type) {
    self.id = ObjectIdentifier(type)
    self.type = type
  }

  public static func == (lhs: ViewType, rhs: ViewType) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String { String(describing: type) }
}

/// The roles content plays in a path, apart from its place among its parent's views.
public enum PathRole: Hashable, Sendable, CustomStringConvertible {
  case actions, alert, app, destination, message, none, overlay, pushed, root, row, rows, sheet, swipe, tab,
    tabItem, toolbar

  public var description: String {
    switch self {
    case .actions: "actions"
    case .alert: "alert"
    case .app: "app"
    case .destination: "destination"
    case .message: "message"
    case .none: "none"
    case .overlay: "overlay"
    case .pushed: "pushed"
    case .root: "root"
    case .row: "row"
    case .rows: "rows"
    case .sheet: "sheet"
    case .swipe: "swipe"
    case .tab: "tab"
    case .tabItem: "tabItem"
    case .toolbar: "toolbar"
    }
  }
}

/// Where a view is: the steps from the root, which make its identity.
typealias ViewPath = [PathStep]

/// A button of a toolbar, on the left or the right of the navigation bar.
struct ToolbarEntry {
  var title: String
  var isEnabled: Bool
  var isLeading: Bool
  var action: @MainActor () -> Void
}

/// A button as an alert, a row's swipe or a toolbar shows it.
struct ButtonEntry {
  var title: String
  var isDestructive: Bool
  var isEnabled: Bool
  var action: @MainActor () -> Void
}

/// An alert a screen shows now.
struct AlertRequest {
  var path: ViewPath
  var title: String
  var message: String?
  var buttons: [ButtonEntry]
  /// Puts the alert away: what tapping any of its buttons does first.
  var dismiss: @MainActor () -> Void
}

/// A sheet a screen shows now: its content, resolved, and how to put it away.
struct SheetRequest {
  var path: ViewPath
  var content: Resolution
}

/// A screen a view pushes on the navigation stack it is in while its item is set
/// (`.navigationDestination(item:)`): its content, resolved, and how to pop it (the item
/// set to `nil`).
struct PushRequest {
  var path: ViewPath
  var content: Resolution
  var dismiss: @MainActor () -> Void
}

/// What a screen shows, one element after the other.
enum Item {
  case text(String)
  case field(label: String, text: String, placeholder: String?, set: @MainActor (String) -> Void)
  case button(ButtonEntry)
  case list(ListContent)
  case tabs(TabsContent)
  case stack(StackContent)
}

/// Everything a part of the tree resolves to: its items, and what it asks of the screen
/// it is on (a title, toolbar buttons, a sheet, an alert), of the navigation it is in
/// (destinations), of the list it is a row of (swipe actions, what selecting it does).
struct Resolution {
  var items: [Item] = []
  var title: String?
  var toolbar: [ToolbarEntry] = []
  var sheets: [SheetRequest] = []
  var alerts: [AlertRequest] = []
  var appearActions: [AppearAction] = []
  var destinations: [DestinationRule] = []
  /// The screens pushed, on the stack the view is in, while their items are set.
  var pushes: [PushRequest] = []
  /// The message an empty list shows (a `ContentUnavailableView` laid over it).
  var emptyMessage: String?
  /// A row's swipe actions.
  var swipeActions: [ButtonEntry] = []
  /// What selecting a row does.
  var select: (@MainActor () -> Void)?
  /// In a list's content: its sections, and its rows outside any section.
  var sections: [ListSection] = []
  var rowGroups: [RowGroup] = []

  /// The texts, in order (a row's first is its text, its second its detail).
  var texts: [String] {
    items.compactMap { if case .text(let text) = $0 { text } else { nil } }
  }

  /// Adds `other`, resolved after what is here.
  mutating func append(_ other: Resolution) {
    items += other.items
    title = other.title ?? title
    toolbar += other.toolbar
    sheets += other.sheets
    alerts += other.alerts
    appearActions += other.appearActions
    destinations += other.destinations
    pushes += other.pushes
    emptyMessage = other.emptyMessage ?? emptyMessage
    swipeActions += other.swipeActions
    select = other.select ?? select
    sections += other.sections
    rowGroups += other.rowGroups
  }
}

/// An `.onAppear` action, and the view it belongs to.
struct AppearAction {
  var path: ViewPath
  var action: @MainActor () -> Void
}

/// A `.navigationDestination(for:)`: the view a value of some type pushed on the path shows.
struct DestinationRule {
  var path: ViewPath
  var make: @MainActor (AnyHashable) -> (any View)?
  var environment: EnvironmentValues
}

/// The tabs of a `TabView`: each one's title, and its content once built (when first shown).
struct TabsContent {
  typealias Tab = (title: String, content: Resolution?)
  var path: ViewPath
  var tabs: [Tab]
}

/// A `NavigationStack`: its root screen and the screens of the values on its path, resolved.
struct StackContent {
  var path: ViewPath
  var screens: [(path: ViewPath, content: Resolution)]
  /// Keeps the first `count` screens pushed (the back button): the items of the screens
  /// pushed for them beyond are set to `nil`, the path keeps its values before that.
  var popTo: @MainActor (Int) -> Void
}
