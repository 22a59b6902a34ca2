import ArchLab
import Foundation

/// Reads rendered pages and finds every label of ``FigureLabel`` shown with two values for
/// one architecture: in a card (`dt` and `dd`), in a table whose columns are architectures
/// (the row's first cell is the label), or in a table whose rows are architectures, each
/// once (the column's header is the label). A value is compared by its first number
/// ("1594", "93.3%", "1.07× [1.06, 1.09]"), or by its text when it has none.
public enum FigureLabelAudit {
  /// One label shown with more than one value for one architecture, and where.
  public struct Conflict: Equatable, Sendable, CustomStringConvertible {
    public var label: String
    public var architecture: String
    /// Each place the label was shown: the value, the page and the card or table.
    public var shown: [Shown]

    public struct Shown: Equatable, Sendable {
      public var value: String
      public var page: String
      public var place: String
    }

    public var description: String {
      "\"\(label)\" for \(architecture): "
        + shown.map { "\($0.value) (\($0.page), \($0.place))" }.joined(separator: "; ")
    }
  }

  /// The conflicts on `pages` (name, HTML), by label then architecture.
  public static func conflicts(_ pages: [(name: String, html: String)], labels: Set<String> = FigureLabel.all)
    -> [Conflict]
  {
    var seen: [String: [String: [Conflict.Shown]]] = [:]
    for page in pages {
      for (label, architecture, value, place) in figures(in: page.html) where labels.contains(label) {
        seen[label, default: [:]][architecture, default: []].append(
          Conflict.Shown(value: value, page: page.name, place: place))
      }
    }
    return seen.keys.sorted().flatMap { label in
      seen[label, default: [:]].keys.sorted().compactMap { architecture -> Conflict? in
        let shown = seen[label]?[architecture] ?? []
        guard Set(shown.map { number($0.value) }).count > 1 else { return nil }
        return Conflict(label: label, architecture: architecture, shown: shown)
      }
    }
  }

  /// Every (label, architecture, value, place) the page shows in its cards and tables.
  static func figures(in html: String) -> [(String, String, String, String)] {
    var found: [(String, String, String, String)] = []
    for card in matches(#"<article class="card" id="card-([^"]+)">(.*?)</article>"#, in: html) {
      for pair in matches(#"<dt>(.*?)</dt>\s*<dd>(.*?)</dd>"#, in: card[2]) {
        found.append((label(pair[1]), card[1], text(pair[2]), "card"))
      }
    }
    for (index, table) in matches(#"<table.*?</table>"#, in: html).enumerated() {
      found += figures(inTable: table[0], place: "table \(index + 1)")
    }
    return found
  }

  /// A table's figures, whichever way its architectures run; none when they run neither way.
  static func figures(inTable table: String, place: String) -> [(String, String, String, String)] {
    let rows = matches(#"<tr.*?</tr>"#, in: table).map { row in
      matches(#"<t[hd]([^>]*)>(.*?)</t[hd]>"#, in: row[0]).map { cell in
        (architecture: architecture(attributes: cell[1], text: text(cell[2])), text: text(cell[2]))
      }
    }
    guard let header = rows.first else { return [] }
    var found: [(String, String, String, String)] = []
    if header.compactMap(\.architecture).count >= 2 {
      for row in rows.dropFirst() where row.count == header.count {
        let name = label(row[0].text)
        for (column, cell) in zip(header, row) {
          if let architecture = column.architecture { found.append((name, architecture, cell.text, place)) }
        }
      }
      return found
    }
    let named = rows.dropFirst().compactMap { $0.first?.architecture }
    guard named.count >= 2, Set(named).count == named.count else { return [] }
    for row in rows.dropFirst() where row.count == header.count {
      guard let architecture = row[0].architecture else { continue }
      for (column, cell) in zip(header.dropFirst(), row.dropFirst()) {
        found.append((label(column.text), architecture, cell.text, place))
      }
    }
    return found
  }

  /// The architecture a cell names by its `data-arch` or its text, as its raw value.
  static func architecture(attributes: String, text: String) -> String? {
    let byAttribute = matches(#"data-arch="([^"]+)""#, in: attributes).first?[1]
    return Architecture.allCases.first {
      $0.rawValue == byAttribute || $0.displayName == byAttribute || $0.displayName == text
    }?.rawValue
  }

  /// A label without its trailing arrow (`Size ↓`).
  static func label(_ html: String) -> String {
    var label = text(html)
    while let last = label.last, last == "↓" || last == "↑" || last == " " { label.removeLast() }
    return label
  }

  /// A cell's text: tags dropped, entities read, spaces trimmed.
  static func text(_ html: String) -> String {
    var text = html.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A value's first number, its digit-group commas dropped; else the text.
  static func number(_ value: String) -> String {
    guard let range = value.range(of: #"-?[0-9][0-9,]*(\.[0-9]+)?"#, options: .regularExpression) else {
      return value
    }
    return value[range].filter { $0 != "," }
  }

  /// Each match of `pattern` in `text` (dot matching line breaks), with its groups.
  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    else { return [] }
    let source = text as NSString
    return expression.matches(in: text, range: NSRange(location: 0, length: source.length)).map { match in
      (0..<match.numberOfRanges).map { index in
        let range = match.range(at: index)
        return range.location == NSNotFound ? "" : source.substring(with: range)
      }
    }
  }
}
