/// Draws a ``ScreenSnapshot`` as fixed-width text: the same snapshot always
/// gives the same bytes.
///
/// Layout: the navigation bar (left buttons, centred title, right buttons; a
/// disabled one in parentheses, as a disabled button in the body), a
/// rule, the body (one line per field, label and row; long labels wrap), the
/// tabs under a rule, and an alert in a box at the bottom. Row texts are never
/// cut or wrapped: each row's text is on its own line.
public struct ScreenRenderer: Sendable {
  /// The width in characters.
  public var width: Int

  /// Creates a renderer for `width` characters (at least 20).
  public init(width: Int) {
    self.width = max(20, width)
  }

  /// The screen as text, ending with a newline.
  public func render(_ screen: ScreenSnapshot) -> String {
    var lines = [titleBar(screen), rule("=")]
    for element in screen.elements {
      lines += render(element)
    }
    if !screen.tabs.isEmpty {
      lines.append(rule("-"))
      lines.append(
        screen.tabs.map { $0 == screen.selectedTab ? "*\($0)*" : " \($0) " }.joined(separator: "  "))
    }
    if let alert = screen.alert {
      let inner = width - 4
      lines.append("+" + String(repeating: "-", count: width - 2) + "+")
      var body: [String] = []
      if let title = alert.title { body += wrap(title, inner) }
      if let message = alert.message { body += wrap(message, inner) }
      body.append(alert.actions.map { "[\($0)]" }.joined(separator: " "))
      lines += body.map { "| " + pad($0, inner) + " |" }
      lines.append("+" + String(repeating: "-", count: width - 2) + "+")
    }
    return lines.map { trimTrailing($0) }.joined(separator: "\n") + "\n"
  }

  private func render(_ element: ScreenSnapshot.Element) -> [String] {
    switch element {
    case .label(let text):
      return wrap(text, width)
    case .field(let label, let text, let placeholder):
      if text.isEmpty, let placeholder { return ["\(label): [] (\(placeholder))"] }
      return ["\(label): [\(text)]"]
    case .button(let title, let isEnabled):
      return [isEnabled ? "[\(title)]" : "(\(title))"]
    case .sectionHeader(let title):
      return ["== \(title) =="]
    case .row(let text, let detail):
      guard let detail, !detail.isEmpty else { return [text] }
      let gap = width - text.count - detail.count
      return [text + String(repeating: " ", count: max(2, gap)) + detail]
    case .emptyMessage(let message):
      return ["", centred(message), ""]
    case .moreRows(let above, let below):
      var parts: [String] = []
      if above > 0 { parts.append("\(above) more above") }
      if below > 0 { parts.append("\(below) more below") }
      return ["(" + parts.joined(separator: ", ") + ")"]
    }
  }

  private func titleBar(_ screen: ScreenSnapshot) -> String {
    let bar = { (title: String) in screen.disabledBarButtons.contains(title) ? "(\(title))" : "[\(title)]" }
    let left = ([screen.backButton].compactMap { $0 } + screen.leftButtons).map(bar).joined(separator: " ")
    let right = screen.rightButtons.map(bar).joined(separator: " ")
    let title = screen.title ?? ""
    let start = (width - title.count) / 2
    if start > left.count, start + title.count < width - right.count {
      let middle = pad(left, start) + title
      return pad(middle, width - right.count) + right
    }
    return [left, title, right].filter { !$0.isEmpty }.joined(separator: " ")
  }

  private func rule(_ character: Character) -> String {
    String(repeating: character, count: width)
  }

  private func centred(_ text: String) -> String {
    String(repeating: " ", count: max(0, (width - text.count) / 2)) + text
  }

  private func pad(_ text: String, _ length: Int) -> String {
    text + String(repeating: " ", count: max(0, length - text.count))
  }

  private func trimTrailing(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }

  /// Wraps `text` at spaces to lines of at most `length` characters; a word
  /// longer than a line is cut.
  private func wrap(_ text: String, _ length: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      while word.count > length {
        if !current.isEmpty { lines.append(current); current = "" }
        lines.append(String(word.prefix(length)))
        word = word.dropFirst(length)
      }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= length {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }
}
