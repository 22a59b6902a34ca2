/// Drives a window as a user would — tap, fill, select, switch tabs, scroll —
/// and reads it back as text or as a snapshot. Used by tests and scripts.
@MainActor
public final class ScreenDriver {
  /// The window driven.
  public let window: Window

  /// Drives `window`.
  public init(window: Window) {
    self.window = window
  }

  /// Puts `root` on a new window of `width` characters and drives it.
  public convenience init(root: ViewController, width: Int = 48) {
    let window = Window(width: width)
    window.rootViewController = root
    self.init(window: window)
  }

  /// What the screen shows, as data.
  public var snapshot: ScreenSnapshot { ScreenReader(window: window).snapshot }

  /// What the screen shows, as fixed-width text.
  public var text: String { ScreenRenderer(width: window.width).render(snapshot) }

  /// Whether the screen shows `text`: in the drawn text or in any element's full text.
  public func shows(_ text: String) -> Bool {
    let screen = ScreenReader(window: window).snapshot
    return ScreenRenderer(width: window.width).render(screen).contains(text)
      || screen.allTexts.contains { $0.contains(text) }
  }

  /// Taps the button titled `title`: a bar button, a back button, a button in
  /// the screen, or an alert's button while an alert is up.
  public func tap(_ title: String) throws(DriverError) {
    let screen = ScreenReader(window: window)
    guard let button = screen.buttons.first(where: { $0.title == title }) else {
      if let alert = screen.snapshot.alert, screen.buttons.allSatisfy({ $0.title != title }),
        ScreenReaderHelper.isBehindAlert(title, screen: screen)
      {
        throw .alertShowing(title: alert.title, actions: alert.actions)
      }
      throw .noButton(title, onScreen: screen.buttons.map(\.title))
    }
    guard button.isEnabled else { throw .buttonDisabled(title) }
    button.perform()
  }

  /// Replaces the text of the field labelled `label` with `text`, as typing would.
  public func fill(_ label: String, with text: String) throws(DriverError) {
    let screen = ScreenReader(window: window)
    if let alert = screen.snapshot.alert { throw .alertShowing(title: alert.title, actions: alert.actions) }
    guard let field = screen.fields.first(where: { $0.label == label }) else {
      throw .noField(label, onScreen: screen.fields.map(\.label))
    }
    field.replaceText(with: text)
  }

  /// Selects the first row in view whose text is `text`.
  public func select(_ text: String) throws(DriverError) {
    let screen = ScreenReader(window: window)
    if let alert = screen.snapshot.alert { throw .alertShowing(title: alert.title, actions: alert.actions) }
    guard let row = screen.rows.first(where: { $0.text == text }) else {
      throw .noRow(text, onScreen: screen.rows.map(\.text))
    }
    row.table.selectRow(at: row.path)
  }

  /// Swipes the first row in view whose text is `text` and taps the action
  /// titled `action` it reveals.
  public func swipe(_ text: String, action: String) throws(DriverError) {
    let screen = ScreenReader(window: window)
    if let alert = screen.snapshot.alert { throw .alertShowing(title: alert.title, actions: alert.actions) }
    guard let row = screen.rows.first(where: { $0.text == text }) else {
      throw .noRow(text, onScreen: screen.rows.map(\.text))
    }
    let actions = row.table.swipeActions(forRowAt: row.path)
    guard let chosen = actions.first(where: { $0.title == action }) else {
      throw .noRowAction(action, row: text, actions: actions.map(\.title))
    }
    chosen.handler(row.path)
  }

  /// Shows the tab named `name`.
  public func selectTab(_ name: String) throws(DriverError) {
    let screen = ScreenReader(window: window)
    if let alert = screen.snapshot.alert { throw .alertShowing(title: alert.title, actions: alert.actions) }
    guard let tabs = screen.tabBar, let index = tabs.tabTitles.firstIndex(of: name) else {
      throw .noTab(name, tabs: screen.tabBar?.tabTitles ?? [])
    }
    tabs.select(index: index)
  }

  /// Scrolls the first list on screen by `pages` screens (negative: up).
  public func scroll(pages: Int) throws(DriverError) {
    guard let table = ScreenReader(window: window).tables.first else { throw .noTable }
    table.scroll(pages: pages)
  }

  /// The table views on screen, top to bottom.
  public var tableViews: [TableView] { ScreenReader(window: window).tables }
}

private enum ScreenReaderHelper {
  @MainActor static func isBehindAlert(_ title: String, screen: ScreenReader) -> Bool {
    let snapshot = screen.snapshot
    return snapshot.leftButtons.contains(title) || snapshot.rightButtons.contains(title)
      || snapshot.elements.contains { if case .button(title, _) = $0 { true } else { false } }
  }
}
