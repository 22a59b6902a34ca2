/// Reads what a window shows: the snapshot, and the live controls behind it
/// that the driver acts on.
@MainActor
struct ScreenReader {
  /// A tappable control on screen.
  struct Tappable {
    var title: String
    var isEnabled: Bool
    var perform: @MainActor () -> Void
  }

  /// A row on screen and where it lives.
  struct VisibleRow {
    var text: String
    var table: TableView
    var path: RowPath
  }

  var snapshot = ScreenSnapshot()
  var buttons: [Tappable] = []
  var fields: [TextField] = []
  var rows: [VisibleRow] = []
  var tables: [TableView] = []
  var tabBar: TabBarController?
  var alert: AlertController?

  init(window: Window) {
    guard var content = window.topFullScreen else { return }
    if let top = window.topViewController as? AlertController {
      alert = top
      snapshot.alert = .init(title: top.title, message: top.message, actions: top.actions.map(\.title))
      buttons = top.actions.map { action in
        Tappable(title: action.title, isEnabled: true) { [weak top] in top?.perform(action) }
      }
    }
    var navigation: NavigationController?
    while true {
      if let tabs = content as? TabBarController, let selected = tabs.selectedViewController {
        tabBar = tabs
        snapshot.tabs = tabs.tabTitles
        snapshot.selectedTab = selected.title
        content = selected
      } else if let stack = content as? NavigationController, let top = stack.topViewController {
        navigation = stack
        content = top
      } else {
        break
      }
    }
    readBar(of: content, in: navigation)
    read(content.view)
  }

  private mutating func readBar(of screen: ViewController, in navigation: NavigationController?) {
    snapshot.title = screen.title
    var bar: [Tappable] = []
    if let navigation, navigation.viewControllers.count > 1 {
      let previous = navigation.viewControllers[navigation.viewControllers.count - 2]
      let title = "< " + (previous.title ?? "Back")
      snapshot.backButton = title
      bar.append(
        Tappable(title: title, isEnabled: true) { [weak navigation] in navigation?.popViewController() })
    }
    let items = screen.navigationItem.leftBarButtonItems + screen.navigationItem.rightBarButtonItems
    snapshot.leftButtons = screen.navigationItem.leftBarButtonItems.map(\.title)
    snapshot.rightButtons = screen.navigationItem.rightBarButtonItems.map(\.title)
    snapshot.disabledBarButtons = items.filter { !$0.isEnabled }.map(\.title)
    bar += items.map { item in
      Tappable(title: item.title, isEnabled: item.isEnabled) { [weak item] in item?.action?() }
    }
    if alert == nil { buttons += bar }
  }

  private mutating func read(_ view: View) {
    guard !view.isHidden else { return }
    switch view {
    case let label as Label:
      snapshot.elements.append(.label(label.text))
    case let field as TextField:
      snapshot.elements.append(.field(label: field.label, text: field.text, placeholder: field.placeholder))
      fields.append(field)
    case let button as Button:
      snapshot.elements.append(.button(title: button.title, isEnabled: button.isEnabled))
      if alert == nil {
        buttons.append(
          Tappable(title: button.title, isEnabled: button.isEnabled) { [weak button] in button?.action?() })
      }
    case let table as TableView:
      read(table)
    default:
      break
    }
    for subview in view.subviews { read(subview) }
  }

  private mutating func read(_ table: TableView) {
    tables.append(table)
    let total = table.totalRowCount
    if total == 0 {
      if let message = table.emptyMessage { snapshot.elements.append(.emptyMessage(message)) }
      return
    }
    let visible = table.visibleRowPaths
    var lastSection = -1
    for path in visible {
      if path.section != lastSection {
        lastSection = path.section
        if let header = table.headerTitle(forSection: path.section) {
          snapshot.elements.append(.sectionHeader(header))
        }
      }
      let cell = table.visibleCell(at: path)
      snapshot.elements.append(.row(text: cell.text, detail: cell.detailText))
      rows.append(VisibleRow(text: cell.text, table: table, path: path))
    }
    let above = table.firstVisibleRow
    let below = total - above - visible.count
    if above > 0 || below > 0 { snapshot.elements.append(.moreRows(above: above, below: below)) }
  }
}
