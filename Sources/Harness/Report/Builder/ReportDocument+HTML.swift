import HarnessSupport

extension ReportDocument {
  /// A self-contained page: inline CSS and SVG, no network; the one script (Compare two)
  /// is inline, and without it the page shows everything but the pickers.
  var html: String {
    let body = "<h1>\(Markup.escape(title))</h1>\n" + htmlBody
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

  /// The blocks in HTML: headings carry their anchors; a chart the first screen shows is
  /// drawn there, and its section links to it instead of drawing it twice.
  var htmlBody: String {
    let anchors = headingAnchors
    let key = Set(
      blocks.flatMap { block -> [String] in if case .keyCharts(let names) = block { names } else { [] } })
    var body = ""
    for (index, block) in blocks.enumerated() {
      switch block {
      case .heading(let level, let text, _):
        body += "<h\(level) id=\"\(anchors[index] ?? "")\">\(Self.inline(text))</h\(level)>\n"
      case .paragraph(let text): body += "<p>\(Self.inline(text))</p>\n"
      case .list(let items): body += "<ul>" + items.map { "<li>\(Self.inline($0))</li>" }.joined() + "</ul>\n"
      case .chart(let name, let title, let svg):
        body +=
          key.contains(name)
          ? "<p class=\"chart-link\">Chart: <a href=\"#\(Self.chartAnchor(name))\">\(Markup.escape(title))</a> (among the key charts at the top).</p>\n"
          : "<figure>\(ChartStyles.figureHTML(svg))<figcaption>\(Markup.escape(title))</figcaption></figure>\n"
      case .table(let header, let rows): body += Self.htmlTable(header, rows)
      case .cards(let cards): body += ReportCard.html(cards)
      case .matrix(let matrix): body += matrix.html
      case .keyCharts(let names): body += keyChartFigures(names)
      case .comparison(let comparison): body += comparison.html
      case .contents:
        body +=
          "<nav class=\"contents\" aria-label=\"Details\">\(Self.inline(contentsLine(after: index)))</nav>\n"
      }
    }
    return body
  }

  /// The anchor of a key chart's figure: `chart-lines-by-role`.
  static func chartAnchor(_ name: String) -> String {
    "chart-" + (name.hasSuffix(".svg") ? String(name.dropLast(4)) : name)
  }

  /// The key charts, each drawn once with its caption linking to the section it belongs to.
  func keyChartFigures(_ names: [String]) -> String {
    let charts = Dictionary(
      blocks.compactMap {
        if case .chart(let name, let title, let svg) = $0 { (name, (title, svg)) } else { nil }
      },
      uniquingKeysWith: { first, _ in first })
    let sections = chartSections
    let figures = names.compactMap { name -> String? in
      guard let (title, svg) = charts[name] else { return nil }
      let section =
        sections[name].map { " · in <a href=\"#\($0.anchor)\">\(Self.inline($0.title))</a>" } ?? ""
      return
        "<figure id=\"\(Self.chartAnchor(name))\">\(ChartStyles.figureHTML(svg))<figcaption>\(Markup.escape(title))\(section) · <a href=\"charts/\(name)\">full size</a></figcaption></figure>\n"
    }
    return figures.isEmpty ? "" : "<div class=\"key-charts\">\n" + figures.joined() + "</div>\n"
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

  /// The page's style sheet (``PageStyle/css``, which `archlab analyze`'s page shares).
  static let style = PageStyle.css
}
