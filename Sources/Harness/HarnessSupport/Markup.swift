/// Escaping for the markup the report writes: HTML pages and SVG charts.
public enum Markup {
  /// `text` with `&`, `<`, `>` and `"` replaced by their entities: safe inside
  /// an element and inside a double-quoted attribute, in HTML as in SVG.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
