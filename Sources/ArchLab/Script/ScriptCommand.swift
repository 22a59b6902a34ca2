/// One line of a script, parsed.
public enum ScriptCommand: Equatable, Sendable {
  /// `tab NAME`: show a tab.
  case tab(String)
  /// `tap TITLE`: tap a button.
  case tap(String)
  /// `fill LABEL: TEXT`: replace a field's text.
  case fill(label: String, text: String)
  /// `select ROW TEXT`: select a row.
  case select(String)
  /// `swipe ROW TEXT: ACTION`: swipe a row and tap one of its actions.
  case swipe(row: String, action: String)
  /// `scroll down|up`: move the list by a screen.
  case scroll(pages: Int)
  /// `print`: write the screen to standard output.
  case print
  /// `expect TEXT`: fail unless the screen shows TEXT.
  case expect(String)

  /// The commands, for help and error messages.
  public static let usage = [
    "tab NAME", "tap TITLE", "fill LABEL: TEXT", "select ROW TEXT", "swipe ROW TEXT: ACTION",
    "scroll down|up", "print",
    "expect TEXT",
  ]
}
