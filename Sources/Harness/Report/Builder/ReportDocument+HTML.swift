import HarnessSupport

extension ReportDocument {
  /// A self-contained page: inline CSS and SVG, no network.
  var html: String {
    var body = "<h1>\(Markup.escape(title))</h1>\n"
    for block in blocks {
      switch block {
      case .heading(let level, let text): body += "<h\(level)>\(Self.inline(text))</h\(level)>\n"
      case .paragraph(let text): body += "<p>\(Self.inline(text))</p>\n"
      case .list(let items): body += "<ul>" + items.map { "<li>\(Self.inline($0))</li>" }.joined() + "</ul>\n"
      case .chart(_, let title, let svg):
        body += "<figure>\(svg)<figcaption>\(Markup.escape(title))</figcaption></figure>\n"
      case .table(let header, let rows): body += Self.htmlTable(header, rows)
      }
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Markup.escape(title))</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      \(body)</body>
      </html>

      """
  }

  /// A table that scrolls sideways on a narrow screen; figures are right-aligned, text left.
  static func htmlTable(_ header: [String], _ rows: [[String]]) -> String {
    var html =
      "<div class=\"scroll\"><table><thead><tr>" + header.map { "<th>\(inline($0))</th>" }.joined()
      + "</tr></thead><tbody>"
    let numeric = header.indices.map { isNumeric(column: $0, rows) }
    for row in rows {
      html += "<tr>"
      for (index, cell) in row.enumerated() {
        let left = index < numeric.count && !numeric[index] && index > 0
        html += (left ? "<td class=\"text\">" : "<td>") + inline(cell) + "</td>"
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>\n"
  }

  /// The page's style sheet: readable on a phone, tables scroll sideways.
  static let style = """
    body { font: 16px/1.5 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1d1d1f; margin: 0 auto; max-width: 72rem; padding: 1rem; }
    h1 { font-size: 1.8rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; padding-bottom: .3rem; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; margin: .8rem 0; font-size: .9rem; }
    th, td { border: 1px solid #ddd; padding: .3rem .6rem; text-align: right; white-space: nowrap; }
    th:first-child, td:first-child, td.text { text-align: left; }
    thead th { background: #f4f4f6; }
    figure { margin: 1rem 0; overflow-x: auto; } figure svg { width: 100%; min-width: 560px; height: auto; max-width: 760px; }
    figcaption { color: #555; font-size: .85rem; }
    code { background: #f4f4f6; padding: 0 .25rem; border-radius: 3px; }
    @media (max-width: 600px) { body { font-size: 15px; padding: .6rem; } th, td { padding: .2rem .35rem; } }
    """
}
