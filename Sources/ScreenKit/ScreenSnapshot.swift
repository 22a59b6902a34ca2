/// What the screen shows, as data: the structured twin of the rendered text.
public struct ScreenSnapshot: Sendable, Equatable, Codable {
  /// One thing drawn in the body of the screen, top to bottom.
  public enum Element: Sendable, Equatable, Codable {
    /// A read-only line of text.
    case label(String)
    /// A text field with its label, text and placeholder.
    case field(label: String, text: String, placeholder: String?)
    /// A button inside the screen.
    case button(title: String, isEnabled: Bool)
    /// A table section header.
    case sectionHeader(String)
    /// A table row in the viewport.
    case row(text: String, detail: String?)
    /// The message a table shows while it has no rows.
    case emptyMessage(String)
    /// Rows of a table outside its viewport.
    case moreRows(above: Int, below: Int)
  }

  /// An alert drawn over the screen.
  public struct Alert: Sendable, Equatable, Codable {
    /// The alert's title.
    public var title: String?
    /// The alert's message.
    public var message: String?
    /// The button titles, in order.
    public var actions: [String]

    /// Creates an alert description.
    public init(title: String?, message: String?, actions: [String]) {
      self.title = title
      self.message = message
      self.actions = actions
    }
  }

  /// The title in the navigation bar.
  public var title: String?
  /// The back button's title, when the screen was pushed on a stack.
  public var backButton: String?
  /// Bar buttons at the left.
  public var leftButtons: [String] = []
  /// Bar buttons at the right.
  public var rightButtons: [String] = []
  /// The bar buttons (left or right) that are disabled, drawn in parentheses.
  public var disabledBarButtons: [String] = []
  /// The body, top to bottom.
  public var elements: [Element] = []
  /// The tab names, when the screen is inside tabs and no modal covers them.
  public var tabs: [String] = []
  /// The selected tab's name.
  public var selectedTab: String?
  /// The alert on top, if any.
  public var alert: Alert?

  /// The rows in the viewport, as their main text, top to bottom.
  public var rowTexts: [String] {
    elements.compactMap { if case .row(let text, _) = $0 { text } else { nil } }
  }

  /// The section headers, top to bottom.
  public var sectionHeaders: [String] {
    elements.compactMap { if case .sectionHeader(let text) = $0 { text } else { nil } }
  }

  /// The text of the field labelled `label`, if it is on screen.
  public func fieldText(_ label: String) -> String? {
    for case .field(label, let text, _) in elements { return text }
    return nil
  }

  /// The empty-state message, if a table shows one.
  public var emptyMessage: String? {
    elements.compactMap { if case .emptyMessage(let text) = $0 { text } else { nil } }.first
  }

  /// Every text the screen shows, one per element, unwrapped: what `expect` searches.
  public var allTexts: [String] {
    var texts = [title, backButton].compactMap { $0 } + leftButtons + rightButtons
    for element in elements {
      switch element {
      case .label(let text), .sectionHeader(let text), .emptyMessage(let text): texts.append(text)
      case .field(let label, let text, let placeholder):
        texts += [label, text] + (placeholder.map { [$0] } ?? [])
      case .button(let title, _): texts.append(title)
      case .row(let text, let detail): texts += [text] + (detail.map { [$0] } ?? [])
      case .moreRows: break
      }
    }
    texts += tabs
    if let alert { texts += [alert.title, alert.message].compactMap { $0 } + alert.actions }
    return texts
  }
}
