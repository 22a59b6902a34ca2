import HarnessSupport

/// The analysis as blocks, written once and rendered twice: as Markdown (`analysis.md`) and
/// as HTML with the report's style sheet (`index.html`).
struct AnalysisDocument {
  enum Block {
    case heading(Int, String)
    case paragraph(String)
    case list([String])
    case table([String], [[String]])
    /// A chart drawn wide and narrow; the page shows the one that fits.
    case chart(title: String, svg: SVGChart.Chart)
  }

  var title: String
  var blocks: [Block] = []

  mutating func heading(_ level: Int, _ text: String) { blocks.append(.heading(level, text)) }
  mutating func paragraph(_ text: String) { blocks.append(.paragraph(text)) }
  mutating func list(_ items: [String]) { if !items.isEmpty { blocks.append(.list(items)) } }
  mutating func table(_ header: [String], _ rows: [[String]]) {
    if !rows.isEmpty { blocks.append(.table(header, rows)) }
  }
  mutating func chart(_ title: String, _ svg: SVGChart.Chart) {
    blocks.append(.chart(title: title, svg: svg))
  }

  /// The Markdown: charts are described by their title (the page draws them).
  var markdown: String {
    var text = "# \(title)\n\n"
    for block in blocks {
      switch block {
      case .heading(let level, let heading): text += String(repeating: "#", count: level) + " \(heading)\n\n"
      case .paragraph(let paragraph): text += paragraph + "\n\n"
      case .list(let items): text += items.map { "- \($0)" }.joined(separator: "\n") + "\n\n"
      case .table(let header, let rows):
        text += "| " + header.map(Self.cell).joined(separator: " | ") + " |\n"
        text += "| " + header.indices.map { $0 == 0 ? "---" : "---:" }.joined(separator: " | ") + " |\n"
        for row in rows { text += "| " + row.map(Self.cell).joined(separator: " | ") + " |\n" }
        text += "\n"
      case .chart(let title, _): text += "*Chart in index.html: \(title).*\n\n"
      }
    }
    return text
  }

  /// A self-contained page, in the report's look.
  var html: String {
    var body = "<h1>\(Markup.escape(title))</h1>\n"
    for block in blocks {
      switch block {
      case .heading(let level, let heading): body += "<h\(level)>\(Self.inline(heading))</h\(level)>\n"
      case .paragraph(let paragraph): body += "<p>\(Self.inline(paragraph))</p>\n"
      case .list(let items): body += "<ul>" + items.map { "<li>\(Self.inline($0))</li>" }.joined() + "</ul>\n"
      case .table(let header, let rows):
        body +=
          "<div class=\"scroll\"><table><thead><tr>" + header.map { "<th>\(Self.inline($0))</th>" }.joined()
        body += "</tr></thead><tbody>"
        for row in rows {
          body +=
            "<tr>"
            + row.enumerated().map {
              $0.offset == 0 || Double($0.element.filter { !" %,".contains($0) }) == nil
                ? "<td class=\"text\">\(Self.inline($0.element))</td>" : "<td>\(Self.inline($0.element))</td>"
            }
            .joined() + "</tr>"
        }
        body += "</tbody></table></div>\n"
      case .chart(let title, let svg):
        body += "<figure>\(svg.html)<figcaption>\(Markup.escape(title))</figcaption></figure>\n"
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
      \(PageStyle.css)
      </style>
      </head>
      <body>
      \(body)</body>
      </html>

      """
  }

  private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

  /// Escaped text with `code` spans.
  static func inline(_ text: String) -> String {
    let parts = Markup.escape(text).split(separator: "`", omittingEmptySubsequences: false)
    return parts.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }
      .joined()
  }
}
