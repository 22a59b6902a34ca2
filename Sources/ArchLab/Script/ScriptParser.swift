import Foundation

/// Turns script text into commands. Blank lines and `#` comments are skipped;
/// a malformed line is a ``ScriptError`` naming it.
public enum ScriptParser {
  /// Parses one line (without its line break); `nil` for a blank or comment line.
  ///
  /// The separators (the space after the keyword, the colon after a label and
  /// the one space after it) are found among the Unicode scalars, not the
  /// characters: an argument that starts with a combining mark, a zero-width
  /// joiner or an emoji modifier would otherwise fuse with the separator into
  /// one character and hide it.
  public static func parse(line text: String, number: Int) throws(ScriptError) -> ScriptCommand? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.unicodeScalars.first == "#" { return nil }
    let (keyword, rest) = split(text.unicodeScalars.drop { $0 == " " || $0 == "\t" })
    func argument(_ usage: String) throws(ScriptError) -> String {
      guard !rest.isEmpty else {
        throw ScriptError(line: number, message: "\(keyword) needs an argument: \(usage)")
      }
      return rest
    }
    switch keyword {
    case "tab": return .tab(try argument("tab NAME"))
    case "tap": return .tap(try argument("tap TITLE"))
    case "select": return .select(try argument("select ROW TEXT"))
    case "expect": return .expect(try argument("expect TEXT"))
    case "print":
      guard rest.isEmpty else { throw ScriptError(line: number, message: "print takes no argument") }
      return .print
    case "scroll":
      switch rest {
      case "down": return .scroll(pages: 1)
      case "up": return .scroll(pages: -1)
      default: throw ScriptError(line: number, message: "scroll takes down or up, not \"\(rest)\"")
      }
    case "fill":
      let (label, value) = try pair(
        argument("fill LABEL: TEXT"), after: "label", usage: "fill LABEL: TEXT", line: number)
      return .fill(label: label, text: value)
    case "swipe":
      let usage = "swipe ROW TEXT: ACTION"
      let (row, action) = try pair(argument(usage), after: "row", usage: usage, line: number)
      return .swipe(row: row, action: action)
    default:
      let known = ScriptCommand.usage.joined(separator: ", ")
      throw ScriptError(line: number, message: "unknown command \"\(keyword)\"; commands: \(known)")
    }
  }

  /// Parses a whole script given as bytes (from a file or standard input).
  ///
  /// Lines may end in `\n` or `\r\n`. A line that is not valid UTF-8 is an error naming it.
  public static func parse(_ data: Data) throws(ScriptError) -> [(line: Int, command: ScriptCommand)] {
    var commands: [(Int, ScriptCommand)] = []
    var number = 0
    for rawLine in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      var bytes = rawLine
      if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
      guard let text = String(data: Data(bytes), encoding: .utf8) else {
        throw ScriptError(line: number, message: "not valid UTF-8 text")
      }
      if let command = try parse(line: text, number: number) { commands.append((number, command)) }
    }
    return commands
  }

  /// The text before the first colon and the text after it (less one space).
  private static func pair(
    _ text: String, after what: String, usage: String, line: Int
  ) throws(ScriptError) -> (String, String) {
    let spec = text.unicodeScalars
    guard let colon = spec.firstIndex(of: ":") else {
      let keyword = usage.prefix { $0 != " " }
      throw ScriptError(line: line, message: "\(keyword) needs a colon after the \(what): \(usage)")
    }
    var value = spec[spec.index(after: colon)...]
    if value.first == " " { value = value.dropFirst() }
    return (string(spec[..<colon]), string(value))
  }

  /// The text before the first space and the text after it, split among the scalars.
  private static func split(_ text: Substring.UnicodeScalarView) -> (String, String) {
    guard let space = text.firstIndex(of: " ") else { return (string(text), "") }
    return (string(text[..<space]), string(text[text.index(after: space)...]))
  }

  private static func string(_ scalars: Substring.UnicodeScalarView) -> String {
    String(String.UnicodeScalarView(scalars))
  }
}
