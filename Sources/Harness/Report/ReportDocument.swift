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

  /// A self-contained page: inline CSS and SVG, no network.
  var html: String {
    var body = "<h1>\(Self.escape(title))</h1>\n"
    for block in blocks {
      switch block {
      case .heading(let level, let text): body += "<h\(level)>\(Self.inline(text))</h\(level)>\n"
      case .paragraph(let text): body += "<p>\(Self.inline(text))</p>\n"
      case .list(let items): body += "<ul>" + items.map { "<li>\(Self.inline($0))</li>" }.joined() + "</ul>\n"
      case .chart(_, let title, let svg):
        body += "<figure>\(svg)<figcaption>\(Self.escape(title))</figcaption></figure>\n"
      case .table(let header, let rows):
        body +=
          "<div class=\"scroll\"><table><thead><tr>" + header.map { "<th>\(Self.inline($0))</th>" }.joined()
          + "</tr></thead><tbody>"
        let numeric = header.indices.map { Self.isNumeric(column: $0, rows) }
        for row in rows {
          body += "<tr>"
          for (index, cell) in row.enumerated() {
            let left = index < numeric.count && !numeric[index] && index > 0
            body += (left ? "<td class=\"text\">" : "<td>") + Self.inline(cell) + "</td>"
          }
          body += "</tr>"
        }
        body += "</tbody></table></div>\n"
      }
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Self.escape(title))</title>
      <style>
      body { font: 16px/1.5 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1d1d1f; margin: 0 auto; max-width: 72rem; padding: 1rem; }
      h1 { font-size: 1.8rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; padding-bottom: .3rem; }
      .scroll { overflow-x: auto; }
      table { border-collapse: collapse; margin: .8rem 0; font-size: .9rem; }
      th, td { border: 1px solid #ddd; padding: .3rem .6rem; text-align: right; white-space: nowrap; }
      th:first-child, td:first-child, td.text { text-align: left; }
      thead th { background: #f4f4f6; }
      figure { margin: 1rem 0; } figure svg { width: 100%; height: auto; max-width: 760px; }
      figcaption { color: #555; font-size: .85rem; }
      code { background: #f4f4f6; padding: 0 .25rem; border-radius: 3px; }
      @media (max-width: 600px) { body { font-size: 15px; padding: .6rem; } th, td { padding: .2rem .35rem; } }
      </style>
      </head>
      <body>
      \(body)</body>
      </html>

      """
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

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// Escapes, then turns `code` spans and **bold** into HTML.
  static func inline(_ text: String) -> String {
    var out = ""
    var inCode = false
    for part in escape(text).split(separator: "`", omittingEmptySubsequences: false) {
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
