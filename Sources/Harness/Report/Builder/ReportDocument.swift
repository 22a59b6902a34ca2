import Foundation
import HarnessSupport

/// The report as a list of blocks, rendered once to Markdown and once to HTML
/// so the two always say the same thing.
struct ReportDocument {
  enum Block {
    case heading(Int, String)
    case paragraph(String)
    case table(header: [String], rows: [[String]])
    case chart(name: String, title: String, svg: String)
    case list([String])
  }

  var title: String
  var blocks: [Block] = []

  mutating func heading(_ level: Int, _ text: String) { blocks.append(.heading(level, text)) }
  mutating func paragraph(_ text: String) { blocks.append(.paragraph(text)) }
  mutating func table(_ header: [String], _ rows: [[String]]) {
    blocks.append(.table(header: header, rows: rows))
  }
  mutating func chart(_ name: String, _ title: String, _ svg: String) {
    blocks.append(.chart(name: name, title: title, svg: svg))
  }
  mutating func list(_ items: [String]) { blocks.append(.list(items)) }

  /// The charts, by file name.
  var charts: [(name: String, svg: String)] {
    blocks.compactMap { if case .chart(let name, _, let svg) = $0 { (name, svg) } else { nil } }
  }

  /// GitHub-flavoured Markdown; charts are linked from `charts/`.
  var markdown: String {
    var out = "# \(title)\n"
    for block in blocks {
      out += "\n"
      switch block {
      case .heading(let level, let text): out += String(repeating: "#", count: level) + " \(text)\n"
      case .paragraph(let text): out += "\(text)\n"
      case .list(let items): out += items.map { "- \($0)\n" }.joined()
      case .chart(let name, let title, _): out += "![\(title)](charts/\(name))\n"
      case .table(let header, let rows):
        let escape = { (cell: String) in cell.replacingOccurrences(of: "|", with: "\\|") }
        out += "| " + header.map(escape).joined(separator: " | ") + " |\n"
        out +=
          "|" + header.indices.map { Self.isNumeric(column: $0, rows) ? " ---: |" : " --- |" }.joined() + "\n"
        for row in rows { out += "| " + row.map(escape).joined(separator: " | ") + " |\n" }
      }
    }
    return out
  }

  /// Whether every cell of a column (but the first column) reads as a figure: such columns are right-aligned.
  static func isNumeric(column: Int, _ rows: [[String]]) -> Bool {
    column > 0
      && rows.allSatisfy { row in
        guard column < row.count, let first = row[column].replacingOccurrences(of: "*", with: "").first else {
          return true
        }
        return first.isNumber || first == "–" || first == "·"
      }
  }

  /// Escapes, then turns `code` spans, **bold** and relative [links](tour/index.html) into HTML.
  static func inline(_ text: String) -> String {
    links(in: codeAndBold(text))
  }

  /// `[text](path)` as a link, when the path is relative (no scheme: the report stays offline).
  static func links(in html: String) -> String {
    guard html.contains("]("),
      let pattern = try? NSRegularExpression(pattern: #"\[([^\]\[]+)\]\(([^():\s]+)\)"#)
    else { return html }
    return pattern.stringByReplacingMatches(
      in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "<a href=\"$2\">$1</a>")
  }

  /// Escapes, then turns `code` spans and **bold** into HTML.
  static func codeAndBold(_ text: String) -> String {
    var out = ""
    var inCode = false
    for part in Markup.escape(text).split(separator: "`", omittingEmptySubsequences: false) {
      out += inCode ? "<code>\(part)</code>" : String(part)
      inCode.toggle()
    }
    var result = ""
    var bold = false
    for part in out.components(separatedBy: "**") {
      if !result.isEmpty || bold { result += bold ? "<strong>" : "</strong>" }
      result += part
      bold.toggle()
    }
    return result
  }
}
