extension String {
  /// The text without the white space (spaces, tabs, line breaks, no-break
  /// spaces…) at its ends, as `Character.isWhitespace` defines it.
  var trimmedInput: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// Whether the text holds a line break, a tab or another control character:
  /// a scalar of the Unicode categories `Cc`, `Zl` or `Zp`.
  var containsControlCharacters: Bool {
    unicodeScalars.contains {
      switch $0.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
  }

  /// The alert message for the first rule this trimmed, non-empty text breaks
  /// as the field `name`, or `nil` if it breaks none: at most `limit`
  /// characters (grapheme clusters), then no control characters.
  func inputProblem(field name: String, limit: Int) -> String? {
    if count > limit { return "\(name) must have at most \(limit) characters" }
    if containsControlCharacters {
      return "\(name) must not contain line breaks, tabs or other control characters"
    }
    return nil
  }
}
