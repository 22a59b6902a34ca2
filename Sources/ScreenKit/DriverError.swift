/// Why the driver could not do what it was asked: each message names what was
/// on screen instead.
public enum DriverError: Error, Equatable, CustomStringConvertible {
  /// No button with that title is on screen.
  case noButton(String, onScreen: [String])
  /// The button is on screen but disabled.
  case buttonDisabled(String)
  /// No text field with that label is on screen.
  case noField(String, onScreen: [String])
  /// No row with that text is in view.
  case noRow(String, onScreen: [String])
  /// Swiping the row reveals no action with that title.
  case noRowAction(String, row: String, actions: [String])
  /// No tab with that name.
  case noTab(String, tabs: [String])
  /// An alert is up: only its buttons can be tapped.
  case alertShowing(title: String?, actions: [String])
  /// No table is on screen to scroll.
  case noTable

  public var description: String {
    func list(_ items: [String]) -> String {
      items.isEmpty ? "none" : items.map { "\"\($0)\"" }.joined(separator: ", ")
    }
    switch self {
    case .noButton(let title, let onScreen):
      return "no button \"\(title)\" on screen; buttons: \(list(onScreen))"
    case .buttonDisabled(let title):
      return "button \"\(title)\" is disabled"
    case .noField(let label, let onScreen):
      return "no field \"\(label)\" on screen; fields: \(list(onScreen))"
    case .noRow(let text, let onScreen):
      return "no row \"\(text)\" in view; rows: \(list(onScreen))"
    case .noRowAction(let title, let row, let actions):
      return "swiping \"\(row)\" shows no \"\(title)\"; actions: \(list(actions))"
    case .noTab(let name, let tabs):
      return "no tab \"\(name)\"; tabs: \(list(tabs))"
    case .alertShowing(let title, let actions):
      return "the alert \"\(title ?? "")\" is showing; tap one of its buttons: \(list(actions))"
    case .noTable:
      return "no list on screen to scroll"
    }
  }
}
